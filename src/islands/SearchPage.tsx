/**
 * The /search island: reads q from the URL, queries the Pagefind index, and keeps the URL, history,
 * title and analytics in step with every in-page query change (chips, popular topics, header box).
 */
import { useCallback, useEffect, useRef, useState, type SubmitEvent, type ReactNode } from 'react';
import { $searchPageActive, $searchRequest } from '../stores/search';
import { searchUrl } from '../lib/siteSearch';
import { submitSiteSearch } from '../scripts/submitSiteSearch';
import { withBase } from '../lib/sitePaths';
import { trackPageView } from '../scripts/analytics';
import { loadResultCards, searchWithCards, type SiteSearch } from '../scripts/pagefindClient';
import { MAX_QUERY_LENGTH, RESULTS_PAGE_SIZE, SEARCH_DELAY_MS, SEARCH_TEXTS, type SearchFilter } from '../data/search';
import type { CategoryCounts } from '../lib/search/categories';
import { searchPageTitle } from '../lib/search/pageTitle';
import { cleanSearchQuery, readSearchQuery } from '../lib/search/query';
import { relatedSearches } from '../lib/search/relatedSearches';
import type { SearchResultCard } from '../lib/search/resultCard';
import { FilterBar } from './search/FilterBar';
import { PopularSearches } from './search/PopularSearches';
import { RelatedSearches } from './search/RelatedSearches';
import { ResultCard } from './search/ResultCard';
import Icon from './common/Icon';
import { magnifierRound } from '../data/icons/magnifierRound';
import { withErrorBoundary } from './IslandErrorBoundary';

const SEARCH_PATH = withBase('/search');

/** pending: before the island has read the URL (what the server renders); idle: no query. */
type Phase = 'pending' | 'idle' | 'loading' | 'ready' | 'error';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Props {
  /** Shown until the island runs: the page's no-JavaScript message. */
  children?: ReactNode;
}

function SearchPage({ children }: Props) {
  const [query, setQuery] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState<SearchFilter>('All');
  const [phase, setPhase] = useState<Phase>('pending');
  const [counts, setCounts] = useState<CategoryCounts | null>(null);
  const [cards, setCards] = useState<SearchResultCard[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  const queryRef = useRef<string | null>(null);
  const runRef = useRef(0);
  const searchRef = useRef<{ search: SiteSearch; loaded: number } | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  /** Shows the loading state for SEARCH_DELAY_MS while the index answers; a newer run wins. */
  const run = useCallback(async (nextQuery: string | null, nextFilter: SearchFilter) => {
    const id = ++runRef.current;
    searchRef.current = null;
    setCards([]);
    if (nextQuery === null) {
      setCounts(null);
      setPhase('idle');
      return;
    }
    setPhase('loading');
    try {
      const [outcome] = await Promise.all([searchWithCards(nextQuery, nextFilter), wait(SEARCH_DELAY_MS)]);
      if (id !== runRef.current) return;
      searchRef.current = { search: outcome.search, loaded: Math.min(RESULTS_PAGE_SIZE, outcome.search.total) };
      setCards(outcome.cards);
      setCounts(outcome.search.counts);
      setPhase('ready');
    } catch (error) {
      if (id !== runRef.current) return;
      console.error('Site search failed', error);
      setPhase('error');
    }
  }, []);

  const show = useCallback(
    (nextQuery: string | null) => {
      queryRef.current = nextQuery;
      setQuery(nextQuery);
      setDraft(nextQuery ?? '');
      setFilter('All');
      document.title = searchPageTitle(nextQuery);
      void run(nextQuery, 'All');
    },
    [run],
  );

  /** An in-page query change: a new history entry, title, one page view, then the search. */
  const navigate = useCallback(
    (text: string | null, options: { focusStatus?: boolean } = {}) => {
      const nextQuery = text === null ? null : cleanSearchQuery(text);
      const changed = nextQuery !== queryRef.current;
      if (changed) window.history.pushState(null, '', nextQuery === null ? SEARCH_PATH : searchUrl(nextQuery));
      show(nextQuery);
      if (changed) trackPageView();
      if (options.focusStatus) statusRef.current?.focus();
    },
    [show],
  );

  useEffect(() => {
    $searchPageActive.set(true);
    show(readSearchQuery(window.location.search));
    const onPopState = () => {
      const nextQuery = readSearchQuery(window.location.search);
      // Back/forward across a #hash (the skip link) keeps the query: nothing to redo.
      if (nextQuery === queryRef.current) return;
      show(nextQuery);
      trackPageView();
    };
    window.addEventListener('popstate', onPopState);
    const stopListening = $searchRequest.listen((request) => {
      if (request) navigate(request.query);
    });
    return () => {
      window.removeEventListener('popstate', onPopState);
      stopListening();
      $searchPageActive.set(false);
    };
  }, [show, navigate]);

  const selectFilter = (next: SearchFilter) => {
    setFilter(next);
    void run(queryRef.current, next);
  };

  const searchFor = (term: string) => navigate(term, { focusStatus: true });

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The same path as the header box: the shared store brings the request back to this island.
    submitSiteSearch(draft);
  };

  const showMore = async () => {
    const current = searchRef.current;
    if (!current) return;
    setLoadingMore(true);
    try {
      const next = await loadResultCards(current.search, current.loaded, current.loaded + RESULTS_PAGE_SIZE);
      if (searchRef.current !== current) return;
      current.loaded = Math.min(current.loaded + RESULTS_PAGE_SIZE, current.search.total);
      setCards((shown) => [...shown, ...next]);
    } catch (error) {
      console.error('Loading more search results failed', error);
    } finally {
      setLoadingMore(false);
    }
  };

  const total = searchRef.current?.search.total ?? 0;
  const hasMore = phase === 'ready' && searchRef.current !== null && searchRef.current.loaded < total;
  const status = phase === 'pending' ? '\u00a0' : query ? SEARCH_TEXTS.showing(query) : SEARCH_TEXTS.prompt;

  return (
    <div data-search-phase={phase}>
      <section className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-10 sm:py-14">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{SEARCH_TEXTS.heading}</h1>
          <p ref={statusRef} tabIndex={-1} className="mt-2 min-h-7 text-lg break-words text-muted focus:outline-none" data-search-status>
            {status}
          </p>
          <form role="search" aria-label="Site search" action={SEARCH_PATH} method="get" onSubmit={onSubmit} className="mt-6 flex max-w-2xl gap-2">
            <label htmlFor="search-page-input" className="sr-only">
              Search query
            </label>
            <input
              id="search-page-input"
              name="q"
              type="search"
              className="input"
              placeholder={SEARCH_TEXTS.boxPlaceholder}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={MAX_QUERY_LENGTH}
            />
            <button type="submit" className="btn btn-primary shrink-0" aria-label="Search">
              <Icon icon={magnifierRound} className="size-5" />
              <span className="hidden sm:inline">Search</span>
            </button>
          </form>
        </div>
      </section>

      <div className="container-page min-h-[30rem] py-8">
        {query !== null && <FilterBar active={filter} counts={counts} onSelect={selectFilter} />}
        <p className="sr-only" aria-live="polite">
          {phase === 'ready' && query ? `${total} ${total === 1 ? 'result' : 'results'} for "${query}"` : ''}
        </p>

        {phase === 'pending' && children}

        {phase === 'idle' && <PopularSearches onSearch={searchFor} />}

        {phase === 'loading' && (
          <div role="status" className="flex flex-col items-center gap-3 py-16 text-muted">
            <span aria-hidden="true" className="spinner size-6 text-brand-600" />
            <p>{SEARCH_TEXTS.loading}</p>
          </div>
        )}

        {phase === 'error' && (
          <div className="card mt-6 p-6 text-center">
            <h2 className="text-xl font-bold">Search is unavailable right now</h2>
            <p className="mt-2 text-muted">
              Please try again in a moment, or browse our <a href={withBase('/tutorials')} className="font-semibold text-brand-700 underline">tutorials</a> and{' '}
              <a href={withBase('/trends')} className="font-semibold text-brand-700 underline">trend reports</a>.
            </p>
            <button type="button" className="btn btn-primary mt-6" onClick={() => void run(queryRef.current, filter)}>
              Try again
            </button>
          </div>
        )}

        {phase === 'ready' && query !== null && total === 0 && (
          <div className="card mt-6 p-8 text-center">
            <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon icon={magnifierRound} className="size-6" />
            </span>
            <h2 className="mt-4 text-xl font-bold">{SEARCH_TEXTS.emptyTitle}</h2>
            <p className="mx-auto mt-2 max-w-md break-words text-muted">
              Nothing {filter === 'All' ? '' : `in ${filter} `}matches "{query}". Try another word or browse our tutorials.
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <button type="button" className="btn btn-secondary" onClick={() => navigate(null, { focusStatus: true })}>
                {SEARCH_TEXTS.clear}
              </button>
              <a href={withBase('/tutorials')} className="btn btn-primary">
                {SEARCH_TEXTS.browseTutorials}
              </a>
            </div>
          </div>
        )}

        {phase === 'ready' && cards.length > 0 && (
          <section aria-labelledby="search-results-title">
            {/* Keeps the outline h1 > h2 > h3 for screen-reader users; the filter bar already shows it visually. */}
            <h2 id="search-results-title" className="sr-only">
              Results
            </h2>
            <ul className="mt-6 grid gap-4 md:grid-cols-2">
              {cards.map((card) => (
                <li key={card.link}>
                  <ResultCard result={card} />
                </li>
              ))}
            </ul>
            {hasMore && (
              <div className="mt-6 text-center">
                <button type="button" className="btn btn-secondary" onClick={showMore} disabled={loadingMore}>
                  {loadingMore ? 'Loading…' : 'Show more results'}
                </button>
              </div>
            )}
          </section>
        )}

        {phase === 'ready' && query !== null && <RelatedSearches terms={relatedSearches(query)} onSearch={searchFor} />}
      </div>
    </div>
  );
}

export default withErrorBoundary(SearchPage);
