/**
 * The /search page's state (lib/searchPageState.ts) wired to Pagefind: every search the state asks
 * for is run, showing the loading state for at least SEARCH_DELAY_MS (for the address's query, counted
 * from when the page's first script showed it), and "Show more" loads the next page of cards.
 */
import { useCallback, useEffect, useReducer, type ActionDispatch } from 'react';
import { RESULTS_PAGE_SIZE, SEARCH_DELAY_MS } from '@/data/search';
import {
  initialSearchPageState,
  searchPageReducer,
  type SearchPageAction,
  type SearchPageState,
} from '@/lib/searchPageState';
import { takeEarlyLoadingStart } from '@/scripts/earlySearch';
import { loadResultCards, searchWithCards, type SiteSearch } from '@/scripts/pagefindClient';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The page's state, its dispatch, and "Show more". */
export function useSiteSearch(): [
  state: SearchPageState<SiteSearch>,
  dispatch: ActionDispatch<[SearchPageAction<SiteSearch>]>,
  showMore: () => Promise<void>,
] {
  const [state, dispatch] = useReducer(searchPageReducer<SiteSearch>, undefined, initialSearchPageState<SiteSearch>);
  const { request, results } = state;

  useEffect(() => {
    if (!request) return;
    // The address's query may have shown its loading state since the first paint (the page's first script).
    const loadingSince = takeEarlyLoadingStart() ?? performance.now();
    Promise.all([
      searchWithCards(request.query, request.filter),
      wait(SEARCH_DELAY_MS - (performance.now() - loadingSince)),
    ])
      .then(([{ search, cards }]) => {
        const total = search.total;
        dispatch({ type: 'found', run: request.run, search, total, cards, counts: search.counts });
      })
      .catch((error: unknown) => {
        console.error('Site search failed', error);
        dispatch({ type: 'failed', run: request.run });
      });
  }, [request]);

  const showMore = useCallback(async () => {
    if (!results || !request) return;
    dispatch({ type: 'loadingMore', run: request.run });
    try {
      const more = await loadResultCards(results.search, results.loaded, results.loaded + RESULTS_PAGE_SIZE);
      dispatch({ type: 'moreLoaded', run: request.run, cards: more });
    } catch (error) {
      console.error('Loading more search results failed', error);
      dispatch({ type: 'moreFailed', run: request.run });
    }
  }, [request, results]);

  return [state, dispatch, showMore];
}
