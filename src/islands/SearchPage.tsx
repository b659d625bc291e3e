/**
 * The /search island: reads q from the URL, queries the Pagefind index, and keeps the URL, history,
 * title and analytics in step with every in-page query change (chips, popular topics, header box).
 * Its state and every change to it are one reducer (lib/searchPageState.ts), run by useSiteSearch.
 */
import { useCallback, useEffect, useRef, type SubmitEvent, type ReactNode } from 'react';
import { $searchPageActive, $searchRequest } from '@/stores/search';
import { submitSiteSearch } from '@/scripts/submitSiteSearch';
import { trackPageView } from '@/scripts/analytics';
import { MAX_QUERY_LENGTH } from '@/data/search';
import { cleanSearchQuery, readSearchQuery } from '@/lib/search/query';
import { searchPageTitle } from '@/lib/search/pageTitle';
import { countedText, fillTemplate } from '@/lib/dictionaries';
import { hasMoreResults, resultTotal } from '@/lib/searchPageState';
import type { SearchLinks, SearchTexts } from './search/searchTexts';
import { FilterBar } from './search/FilterBar';
import { loadingBlockDisplay } from './search/earlySearchDisplay';
import { PopularSearches } from './search/PopularSearches';
import { RelatedSearches } from './search/RelatedSearches';
import { ResultCard } from './search/ResultCard';
import { SearchUnavailable } from './search/SearchUnavailable';
import { useSiteSearch } from './search/useSiteSearch';
import Icon from './common/Icon';
import { magnifierRound } from '@/data/icons/magnifierRound';
import { useUrlState } from './common/useUrlState';
import { withErrorBoundary } from './common/IslandErrorBoundary';

/** The page's address is the one the header box and footer links use for a query: /search?q=... */
const URL_RULES = {
  read: readSearchQuery,
  write: (query: string | null) => (query === null ? '' : `?q=${encodeURIComponent(query)}`),
};

interface Props {
  /** The page language's texts of the search page. */
  texts: SearchTexts;
  /** The page language's `Intl` locale, for the counts. */
  locale: string;
  /** The page's own address and the listings' (base included), in the page's language where they exist. */
  links: SearchLinks;
  /** Marks a result in English on a page in another language. */
  englishLabel: string;
  /** Shown until the island runs: the page's no-JavaScript message. */
  children?: ReactNode;
}

function SearchPage({ texts, locale, links, englishLabel, children }: Props) {
  const [state, dispatch, showMore] = useSiteSearch();
  const { query, draft, filter, phase, cards } = state;
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

  const searchFor = (term: string) => navigate(term, { focusStatus: true });

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The same path as the header box: the shared store brings the request back to this island.
    submitSiteSearch(draft);
  };

  const total = resultTotal(state);
  const status = phase === 'pending' ? '\u00a0' : query ? fillTemplate(texts.showing, { query }) : texts.prompt;

  return (
    <div data-search-phase={phase}>
      <section className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-10 sm:py-14">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{texts.heading}</h1>
          <p
            ref={statusRef}
            tabIndex={-1}
            // Two lines on a phone, where the prompt and the result line wrap: the text it gets after
            // hydration moves nothing below it.
            className="mt-2 min-h-14 text-lg break-words text-muted focus:outline-none sm:min-h-7"
            data-search-status
          >
            {status}
          </p>
          <form
            role="search"
            aria-label={texts.formLabel}
            action={links.search}
            method="get"
            onSubmit={onSubmit}
            className="mt-6 flex max-w-2xl gap-2"
          >
            <label htmlFor="search-page-input" className="sr-only">
              {texts.inputLabel}
            </label>
            <input
              id="search-page-input"
              name="q"
              type="search"
              className="input"
              placeholder={texts.boxPlaceholder}
              value={draft}
              onChange={(event) => dispatch({ type: 'draft', text: event.target.value })}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={MAX_QUERY_LENGTH}
            />
            <button type="submit" className="btn btn-primary shrink-0" aria-label={texts.submit}>
              <Icon icon={magnifierRound} className="size-5" />
              <span className="hidden sm:inline">{texts.submit}</span>
            </button>
          </form>
        </div>
      </section>

      {/* Tall enough that the footer starts below a phone's first screen: results arriving never push it. */}
      <div className="container-page min-h-[max(30rem,calc(100svh_-_16rem))] py-8">
        {(query !== null || phase === 'pending') && (
          <FilterBar
            display={loadingBlockDisplay(phase === 'pending')}
            texts={texts}
            locale={locale}
            active={filter}
            counts={state.counts}
            onSelect={(next) => dispatch({ type: 'filter', filter: next })}
          />
        )}
        <p className="sr-only" aria-live="polite">
          {phase === 'ready' && query ? countedText(texts.resultCount, total, locale, { query }) : ''}
        </p>

        {phase === 'pending' && children}

        {phase === 'idle' && <PopularSearches texts={texts} onSearch={searchFor} />}

        {/* Before hydration ('pending') it shows only for a query in the address, as the filter bar above
            does; the same element then stays through 'loading', so nothing is swapped or announced twice. */}
        {(phase === 'pending' || phase === 'loading') && (
          <div
            role="status"
            className={`${loadingBlockDisplay(phase === 'pending')} flex-col items-center gap-3 py-16 text-muted`}
          >
            <span aria-hidden="true" className="spinner size-6 text-brand-600" />
            <p>{texts.loading}</p>
          </div>
        )}

        {phase === 'error' && (
          <SearchUnavailable texts={texts} links={links} onRetry={() => dispatch({ type: 'retry' })} />
        )}

        {phase === 'ready' && query !== null && total === 0 && (
          <div className="card mt-6 p-8 text-center">
            <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon icon={magnifierRound} className="size-6" />
            </span>
            <h2 className="mt-4 text-xl font-bold">{texts.emptyTitle}</h2>
            <p className="mx-auto mt-2 max-w-md break-words text-muted">
              {filter === 'All'
                ? fillTemplate(texts.nothingMatches, { query })
                : fillTemplate(texts.nothingMatchesIn, { query, filter: texts.filters[filter] })}
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <button type="button" className="btn btn-secondary" onClick={() => navigate(null, { focusStatus: true })}>
                {texts.clear}
              </button>
              <a href={links.tutorials} className="btn btn-primary">
                {texts.browseTutorials}
              </a>
            </div>
          </div>
        )}

        {phase === 'ready' && cards.length > 0 && (
          <section aria-labelledby="search-results-title">
            {/* Keeps the outline h1 > h2 > h3 for screen-reader users; the filter bar already shows it visually. */}
            <h2 id="search-results-title" className="sr-only">
              {texts.resultsHeading}
            </h2>
            <ul className="mt-6 grid gap-4 md:grid-cols-2">
              {cards.map((card) => (
                <li key={card.link}>
                  <ResultCard result={card} categoryLabel={texts.filters[card.category]} englishLabel={englishLabel} />
                </li>
              ))}
            </ul>
            {hasMoreResults(state) && (
              <div className="mt-6 text-center">
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => void showMore()}
                  disabled={state.loadingMore}
                >
                  {state.loadingMore ? texts.loadingMore : texts.showMore}
                </button>
              </div>
            )}
          </section>
        )}

        {phase === 'ready' && query !== null && (
          <RelatedSearches title={texts.related} terms={state.results?.search.related ?? []} onSearch={searchFor} />
        )}
      </div>
    </div>
  );
}

export default withErrorBoundary(SearchPage);
