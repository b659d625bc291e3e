/**
 * The /search page's query as its address: a query change made on the page is a navigation (a new
 * history entry, title and one page view, then the search), and the address's own query (after
 * hydration, after back/forward) and the header box's searches while the page is open are shown too.
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { $searchPageActive, $searchRequest } from '@/stores/search';
import { trackPageView } from '@/scripts/analytics';
import { cleanSearchQuery, readSearchQuery } from '@/lib/search/query';
import { searchPageTitle } from '@/lib/search/pageTitle';
import { useUrlState } from '@/islands/common/useUrlState';
import type { SearchTexts } from './searchTexts';

/** The page's address is the one the header box and footer links use for a query: /search?q=... */
const URL_RULES = {
  read: readSearchQuery,
  write: (query: string | null) => (query === null ? '' : `?q=${encodeURIComponent(query)}`),
};

interface SearchNavigation {
  /** Navigates to a query picked on the page (null: none), then focuses the status line. */
  searchFor: (text: string | null) => void;
  /** The status line, which names the query: focused after a query picked on the page, so it is read out. */
  statusRef: RefObject<HTMLParagraphElement | null>;
}

/** `dispatch` shows each query the page is to search. */
export function useSearchNavigation(
  texts: SearchTexts,
  dispatch: (action: { type: 'show'; query: string | null }) => void,
): SearchNavigation {
  const show = useCallback((nextQuery: string | null) => dispatch({ type: 'show', query: nextQuery }), [dispatch]);
  // The address's query is shown after hydration and after back/forward to another query.
  const [, setUrlQuery] = useUrlState(URL_RULES, {
    countPageView: trackPageView,
    title: (query: string | null) => searchPageTitle(query, texts),
    onAddressState: show,
  });
  const statusRef = useRef<HTMLParagraphElement>(null);

  /** An in-page query change: a new history entry, title and one page view, then the search. */
  const navigate = useCallback(
    (text: string | null, options: { focusStatus?: boolean } = {}) => {
      const nextQuery = text === null ? null : cleanSearchQuery(text);
      setUrlQuery(nextQuery, 'push');
      show(nextQuery);
      if (options.focusStatus) statusRef.current?.focus();
    },
    [setUrlQuery, show],
  );

  // While this page is open, the header box's searches are run here in place instead of loading it again.
  useEffect(() => {
    $searchPageActive.set(true);
    const stopListening = $searchRequest.listen((searchRequest) => {
      if (searchRequest) navigate(searchRequest.query);
    });
    return () => {
      stopListening();
      $searchPageActive.set(false);
    };
  }, [navigate]);

  const searchFor = (text: string | null) => navigate(text, { focusStatus: true });
  return { searchFor, statusRef };
}
