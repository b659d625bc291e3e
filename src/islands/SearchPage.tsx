/**
 * The /search island: reads q from the URL, queries the Pagefind index, and keeps the URL, history,
 * title and analytics in step with every in-page query change (chips, popular topics, header box).
 * Its state and every change to it are one reducer (lib/searchPageState.ts), run by useSiteSearch.
 */
import type { ReactNode } from 'react';
import { countedText, fillTemplate } from '@/lib/dictionaries';
import { resultTotal } from '@/lib/searchPageState';
import type { SearchLinks, SearchTexts } from './search/searchTexts';
import { FilterBar } from './search/FilterBar';
import { loadingBlockDisplay } from './search/earlySearchDisplay';
import { PopularSearches } from './search/PopularSearches';
import { QueryResults } from './search/QueryResults';
import { SearchHero } from './search/SearchHero';
import { SearchLoading } from './search/SearchLoading';
import { SearchUnavailable } from './search/SearchUnavailable';
import { useSearchNavigation } from './search/useSearchNavigation';
import { useSiteSearch } from './search/useSiteSearch';
import { withErrorBoundary } from './common/IslandErrorBoundary';

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
  const { query, draft, filter, phase } = state;
  const { searchFor, statusRef } = useSearchNavigation(texts, dispatch);
  const status = phase === 'pending' ? '\u00a0' : query ? fillTemplate(texts.showing, { query }) : texts.prompt;

  return (
    <div data-search-phase={phase}>
      <SearchHero
        texts={texts}
        action={links.search}
        status={status}
        statusRef={statusRef}
        draft={draft}
        onDraftChange={(text) => dispatch({ type: 'draft', text })}
      />

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
          {phase === 'ready' && query ? countedText(texts.resultCount, resultTotal(state), locale, { query }) : ''}
        </p>

        {phase === 'pending' && children}

        {phase === 'idle' && <PopularSearches texts={texts} onSearch={searchFor} />}

        {/* Before hydration ('pending') it shows only for a query in the address, as the filter bar above
            does; the same element then stays through 'loading', so nothing is swapped or announced twice. */}
        {(phase === 'pending' || phase === 'loading') && (
          <SearchLoading display={loadingBlockDisplay(phase === 'pending')} text={texts.loading} />
        )}

        {phase === 'error' && (
          <SearchUnavailable texts={texts} links={links} onRetry={() => dispatch({ type: 'retry' })} />
        )}

        {phase === 'ready' && (
          <QueryResults
            state={state}
            texts={texts}
            links={links}
            englishLabel={englishLabel}
            onSearch={searchFor}
            onShowMore={showMore}
          />
        )}
      </div>
    </div>
  );
}

export default withErrorBoundary(SearchPage);
