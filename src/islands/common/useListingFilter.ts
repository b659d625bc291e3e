/**
 * The results of a listing's filter over the whole collection, from the listing index (loaded on the
 * first filtered view): how many entries match and the cards loaded so far, "Show more" for the next
 * step, and Retry after a failure. An unfiltered listing asks nothing: the page already shows it.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Language } from '@/data/languages';
import { isListingFiltered, type ListingFilter } from '@/lib/listingFilter';
import type { ListingKind } from '@/lib/listingIndex';
import { filterListing } from '@/scripts/listingSearch';

export interface ListingResults<Card> {
  /** The filter these results answer. */
  key: string;
  phase: 'loading' | 'ready' | 'failed';
  total: number;
  cards: Card[];
  /** "Show more" is loading the next cards: the shown ones and the button stay as they are. */
  loadingMore?: boolean;
}

/**
 * Results for `filter` in the listing of `language` (null when it does not narrow the list), with Show more and Retry. `inPage`,
 * given when the page already holds the whole collection (a small site), filters those cards at once,
 * with the spec's substring rule and no download; the listing index answers only larger collections.
 */
export function useListingFilter<Card>(
  kind: ListingKind,
  language: Language,
  filter: ListingFilter,
  step: number,
  inPage?: (filter: ListingFilter) => Card[],
): { results: ListingResults<Card> | null; showMore: () => void; retry: () => void } {
  const filtered = isListingFiltered(filter);
  const key = JSON.stringify([filter.query.trim().toLowerCase(), filter.category]);
  const local = useMemo(() => (inPage && filtered ? inPage(filter) : null), [inPage, filtered, filter]);
  const [results, setResults] = useState<ListingResults<Card> | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!filtered || inPage) return;
    let current = true;
    // The previous results stay on screen, marked busy, until these arrive.
    setResults((shown) =>
      shown ? { ...shown, key, phase: 'loading', loadingMore: false } : { key, phase: 'loading', total: 0, cards: [] },
    );
    filterListing<Card>(kind, language, filter, 0, step).then(
      ({ total, cards }) => current && setResults({ key, phase: 'ready', total, cards }),
      (error: unknown) => {
        console.error('Filtering the listing failed', error);
        if (current) setResults((shown) => ({ key, phase: 'failed', total: 0, cards: shown?.cards ?? [] }));
      },
    );
    return () => {
      current = false;
    };
    // The key stands for the filter: a new object with the same text and category asks nothing new.
  }, [kind, language, key, filtered, step, attempt, inPage]);

  const showMore = useCallback(() => {
    if (!results || results.phase !== 'ready' || results.loadingMore) return;
    const shown = results;
    setResults({ ...shown, loadingMore: true });
    filterListing<Card>(kind, language, filter, shown.cards.length, shown.cards.length + step).then(
      ({ cards }) =>
        setResults((latest) =>
          latest?.key === shown.key ? { ...latest, loadingMore: false, cards: [...shown.cards, ...cards] } : latest,
        ),
      (error: unknown) => {
        // The button stays: pressing it again tries again.
        console.error('Loading more of the listing failed', error);
        setResults((latest) => (latest?.key === shown.key ? { ...latest, loadingMore: false } : latest));
      },
    );
  }, [kind, language, filter, results, step]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  if (!filtered) return { results: null, showMore, retry };
  if (local) return { results: { key, phase: 'ready', total: local.length, cards: local }, showMore, retry };
  // Until the effect has asked for this filter, the previous cards (if any) stand in, marked as loading.
  const current =
    results?.key === key ? results : { key, phase: 'loading' as const, total: 0, cards: results?.cards ?? [] };
  return { results: current, showMore, retry };
}
