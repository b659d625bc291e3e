/**
 * The /trends search box and category buttons, with the results they select. The filter lives in the
 * URL (?q=&category=), so it survives reload, back and forward; the server renders the unfiltered list.
 */
import { useEffect, useRef, useState } from 'react';
import {
  ALL_CATEGORIES,
  DEFAULT_TREND_FILTER,
  filterTrends,
  parseTrendFilter,
  trendFilterSearch,
  type TrendFilter,
  type TrendSummary,
} from '../lib/trends';
import { trackPageViewWhenSettled } from '../scripts/analytics';
import { withBase } from '../lib/sitePaths';
import TrendResults from './TrendResults';
import { withErrorBoundary } from './IslandErrorBoundary';

interface Props {
  trends: TrendSummary[];
  categories: string[];
}

function TrendFilters({ trends, categories }: Props) {
  const [filter, setFilter] = useState<TrendFilter>(DEFAULT_TREND_FILTER);
  const searchInput = useRef<HTMLInputElement>(null);
  /** The query string the shown filter came from or was written to. */
  const urlSearch = useRef('');

  // Read the URL only after hydration, so the first client render matches the server's.
  useEffect(() => {
    const syncFromUrl = () => {
      urlSearch.current = window.location.search;
      setFilter(parseTrendFilter(urlSearch.current, categories));
    };
    const onPopState = () => {
      // Fragment jumps (the skip link) fire popstate too, without changing the filter or the page.
      if (window.location.search === urlSearch.current) return;
      syncFromUrl();
      trackPageViewWhenSettled();
    };
    syncFromUrl();
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [categories]);

  /** Typing replaces the history entry; category changes and clearing add one, so Back undoes them. */
  const applyFilter = (next: TrendFilter, history: 'push' | 'replace') => {
    setFilter(next);
    const { pathname, search, hash } = window.location;
    const nextSearch = trendFilterSearch(next);
    if (nextSearch === search) return;
    urlSearch.current = nextSearch;
    const url = `${pathname}${nextSearch}${hash}`;
    if (history === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
    trackPageViewWhenSettled();
  };

  const clearFilters = () => {
    applyFilter(DEFAULT_TREND_FILTER, 'push');
    searchInput.current?.focus();
  };

  const matches = filterTrends(trends, filter);

  return (
    <div>
      <form role="search" action={withBase('/trends')} className="card p-4 sm:p-5" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="trend-search" className="text-sm font-semibold">
          Search trends
        </label>
        <input
          ref={searchInput}
          id="trend-search"
          name="q"
          type="search"
          className="input mt-2"
          placeholder="Search trends or hashtags..."
          autoComplete="off"
          enterKeyHint="search"
          value={filter.query}
          onChange={(event) => applyFilter({ ...filter, query: event.target.value }, 'replace')}
        />
        <div role="group" aria-label="Filter by category" className="mt-4 flex flex-wrap gap-2">
          {[ALL_CATEGORIES, ...categories].map((category) => {
            const selected = filter.category === category;
            return (
              <button
                key={category}
                type="button"
                aria-pressed={selected}
                className={`rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
                  selected ? 'border-brand-600 bg-brand-600 text-white' : 'border-line bg-white text-ink hover:border-muted'
                }`}
                onClick={() => applyFilter({ ...filter, category }, 'push')}
              >
                {category}
              </button>
            );
          })}
        </div>
      </form>
      <TrendResults matches={matches} onClearFilters={clearFilters} />
    </div>
  );
}

export default withErrorBoundary(TrendFilters);
