/**
 * The /search page's state and every way it changes, as one pure reducer: the query shown, the text
 * in the box, the category filter, the phase of the current search and its results. Each search asked
 * for gets a new run number; an answer for an older run (the visitor moved on) is dropped.
 */
import { RESULTS_PAGE_SIZE, type SearchFilter } from '@/data/search';
import type { CategoryCounts } from './search/categories';
import type { SearchResultCard } from './search/resultCard';

/** pending: before the island has read the URL (what the server renders); idle: no query. */
type SearchPhase = 'pending' | 'idle' | 'loading' | 'ready' | 'error';

/** A search to run: the query and filter, and its run number. */
interface SearchRequest {
  run: number;
  query: string;
  filter: SearchFilter;
}

/** The current search's results; `H` is the search engine's handle for loading more of them. */
interface SearchResults<H> {
  search: H;
  /** Every result of the search. */
  total: number;
  /** How many have cards shown. */
  loaded: number;
}

/** Everything the /search page shows. */
export interface SearchPageState<H> {
  /** The query shown; null when there is none. */
  query: string | null;
  /** The search box's text (the query until the visitor edits it). */
  draft: string;
  filter: SearchFilter;
  phase: SearchPhase;
  /** The search in flight or shown; null when there is no query. */
  request: SearchRequest | null;
  /** Searches asked for so far: the next one's run number is one more. */
  runs: number;
  /** Per-category counts of the last answered query (kept while the next one loads). */
  counts: CategoryCounts | null;
  cards: SearchResultCard[];
  results: SearchResults<H> | null;
  loadingMore: boolean;
}

/** What can happen to the page. */
export type SearchPageAction<H> =
  | { type: 'show'; query: string | null }
  | { type: 'filter'; filter: SearchFilter }
  | { type: 'retry' }
  | { type: 'draft'; text: string }
  | { type: 'found'; run: number; search: H; total: number; cards: SearchResultCard[]; counts: CategoryCounts }
  | { type: 'failed'; run: number }
  | { type: 'loadingMore'; run: number }
  | { type: 'moreLoaded'; run: number; cards: SearchResultCard[] }
  | { type: 'moreFailed'; run: number };

/** What the server renders: nothing read from the URL yet. */
export function initialSearchPageState<H>(): SearchPageState<H> {
  return {
    query: null,
    draft: '',
    filter: 'All',
    phase: 'pending',
    request: null,
    runs: 0,
    counts: null,
    cards: [],
    results: null,
    loadingMore: false,
  };
}

/** A new search for the state's query and `filter` (none, and the idle phase, without a query). */
function search<H>(state: SearchPageState<H>, query: string | null, filter: SearchFilter): SearchPageState<H> {
  const run = state.runs + 1;
  const cleared = { ...state, query, filter, runs: run, cards: [], results: null, loadingMore: false };
  if (query === null) return { ...cleared, phase: 'idle', counts: null, request: null };
  return { ...cleared, phase: 'loading', request: { run, query, filter } };
}

/** The page after `action`. */
export function searchPageReducer<H>(state: SearchPageState<H>, action: SearchPageAction<H>): SearchPageState<H> {
  const current = (run: number) => state.request?.run === run;
  switch (action.type) {
    case 'show':
      // A new query starts from All, with the box showing it.
      return { ...search(state, action.query, 'All'), draft: action.query ?? '' };
    case 'filter':
      return search(state, state.query, action.filter);
    case 'retry':
      return search(state, state.query, state.filter);
    case 'draft':
      return { ...state, draft: action.text };
    case 'found':
      if (!current(action.run)) return state;
      return {
        ...state,
        phase: 'ready',
        cards: action.cards,
        counts: action.counts,
        results: { search: action.search, total: action.total, loaded: Math.min(RESULTS_PAGE_SIZE, action.total) },
      };
    case 'failed':
      return current(action.run) ? { ...state, phase: 'error' } : state;
    // "Show more" belongs to the search it was asked for: an older search's answer or failure leaves
    // the current one's button alone (a new search already cleared the old one's loading state).
    case 'loadingMore':
      return current(action.run) ? { ...state, loadingMore: true } : state;
    case 'moreLoaded':
      if (!current(action.run) || !state.results) return state;
      return {
        ...state,
        loadingMore: false,
        cards: [...state.cards, ...action.cards],
        results: { ...state.results, loaded: Math.min(state.results.loaded + RESULTS_PAGE_SIZE, state.results.total) },
      };
    case 'moreFailed':
      return current(action.run) ? { ...state, loadingMore: false } : state;
  }
}

/** The number of results of the shown search (0 before it answers). */
export function resultTotal(state: SearchPageState<unknown>): number {
  return state.results?.total ?? 0;
}

/** Whether the shown search has results beyond the cards shown. */
export function hasMoreResults(state: SearchPageState<unknown>): boolean {
  return state.phase === 'ready' && state.results !== null && state.results.loaded < state.results.total;
}
