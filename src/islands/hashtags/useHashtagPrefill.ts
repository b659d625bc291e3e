/**
 * The topic and niche a link hands the generator (?topic=&niche=), or null. Read as an external store:
 * the server renders without it, and React renders again with it once hydrated.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { hashtagPrefillFromSearch } from '@/lib/hashtagForm';

/** The query string never changes while the generator is open: nothing to subscribe to. */
const subscribe = () => () => undefined;

export function useHashtagPrefill() {
  const search = useSyncExternalStore(
    subscribe,
    () => location.search,
    () => '',
  );
  return useMemo(() => hashtagPrefillFromSearch(search), [search]);
}
