/**
 * An island's state kept in the address's query string, the one way every island does it (tutorials
 * and trends filters, the search page, the calculator): the server renders the default state and the
 * address's state follows right after hydration; back/forward restores; each change the island makes
 * pushes or replaces a history entry; and every new address counts as one page view.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { URL_WRITE_DELAY_MS } from '@/data/uiTimings';

/** How a state and its query string ('' or '?…') turn into each other. */
export interface UrlStateRules<S> {
  /** The state a query string stands for. */
  read: (search: string) => S;
  /** The query string for a state, given the current one (whose other parameters it keeps). */
  write: (state: S, currentSearch: string) => string;
}

/**
 * How a change reaches the address: `push` adds a history entry (Back undoes it); `replace` rewrites
 * the current one; `typing` replaces it once the input pauses for URL_WRITE_DELAY_MS; `tidy` rewrites
 * the loaded address to the island's form without a page view (the load already counted one).
 */
type UrlUpdate = 'push' | 'replace' | 'typing' | 'tidy';

/** What a page view means for this island. */
export interface UrlStateOptions<S> {
  /** Counts a page view for the current address (at once, or once a burst of changes settles). */
  countPageView: () => void;
  /** The document title for a state: set before its page view is counted. */
  title?: (state: S) => string;
  /**
   * Called with the address's state after hydration and after back/forward to another query, for an
   * island that acts on it (the search page runs the search); not for the island's own changes.
   */
  onAddressState?: (state: S) => void;
}

/** Sets the state and writes it to the address as `how` says. */
export type SetUrlState<S> = (next: S | ((current: S) => S), how: UrlUpdate) => void;

/** The island's own last state and the query string it belongs to. */
interface OwnState<S> {
  state: S;
  search: string;
}

const searchListeners = new Set<() => void>();

function subscribeToSearch(listener: () => void): () => void {
  searchListeners.add(listener);
  addEventListener('popstate', listener);
  return () => {
    searchListeners.delete(listener);
    removeEventListener('popstate', listener);
  };
}

const clientSearch = () => location.search;
/** The server has no address: it renders the default state, so hydration matches. */
const serverSearch = () => '';

/**
 * The state the address stands for, and a setter that writes it back. A state the island sets shows
 * as set (a search text with a trailing space, a number field emptied while typing) for as long as the
 * address is the one written for it; back/forward to another address shows that address's state.
 */
export function useUrlState<S>(rules: UrlStateRules<S>, options: UrlStateOptions<S>): [S, SetUrlState<S>] {
  const search = useSyncExternalStore(subscribeToSearch, clientSearch, serverSearch);
  const [own, setOwn] = useState<OwnState<S> | null>(null);
  const state = own !== null && own.search === search ? own.state : rules.read(search);

  const latest = useRef({ rules, options, own });
  const pendingWrite = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The query string last shown, so a popstate that only moves the fragment (the skip link) is ignored. */
  const shownSearch = useRef('');

  useEffect(() => {
    latest.current = { rules, options, own };
  });

  useEffect(() => {
    /** Shows the address's state: after hydration, then after each back/forward to another query. */
    const showAddress = (fromHistory: boolean) => {
      // Fragment jumps (the skip link) fire popstate too, without changing the state or the page.
      if (fromHistory && location.search === shownSearch.current) return;
      shownSearch.current = location.search;
      // Back/forward drops a write still waiting. On mount, a waiting write can only be the visitor's
      // own: React runs this effect after the first paint, so a key typed in between is kept.
      if (fromHistory) clearTimeout(pendingWrite.current);
      const { rules, options } = latest.current;
      const state = rules.read(location.search);
      if (options.title) document.title = options.title(state);
      options.onAddressState?.(state);
      if (fromHistory) options.countPageView();
    };
    const onPopState = () => showAddress(true);
    showAddress(false);
    addEventListener('popstate', onPopState);
    return () => {
      removeEventListener('popstate', onPopState);
      clearTimeout(pendingWrite.current);
    };
  }, []);

  const set = useCallback<SetUrlState<S>>((next, how) => {
    const keep = (state: S) => {
      latest.current.own = { state, search: location.search };
      setOwn(latest.current.own);
    };
    // Debounced, so never near the rate at which browsers refuse replaceState: Safari throws a
    // SecurityError past 100 calls in 30 s (https://github.com/nusmodifications/nusmods/issues/763).
    const write = (state: S, history: 'push' | 'replace', counted: boolean) => {
      const { rules, options } = latest.current;
      const search = rules.write(state, location.search);
      const changed = search !== location.search;
      if (changed) {
        const url = `${location.pathname}${search}${location.hash}`;
        if (history === 'push') window.history.pushState(window.history.state, '', url);
        else window.history.replaceState(window.history.state, '', url);
      }
      shownSearch.current = location.search;
      keep(state);
      if (!changed) return;
      searchListeners.forEach((listener) => listener());
      if (options.title) document.title = options.title(state);
      if (counted) options.countPageView();
    };

    const { rules, own } = latest.current;
    const current = own !== null && own.search === location.search ? own.state : rules.read(location.search);
    const state = typeof next === 'function' ? (next as (current: S) => S)(current) : next;
    clearTimeout(pendingWrite.current);
    if (how === 'typing') {
      keep(state);
      pendingWrite.current = setTimeout(() => write(state, 'replace', true), URL_WRITE_DELAY_MS);
    } else {
      write(state, how === 'push' ? 'push' : 'replace', how !== 'tidy');
    }
  }, []);

  return [state, set];
}
