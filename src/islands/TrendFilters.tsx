/**
 * The /trends search box and category buttons, with the results they select. The filter lives in the
 * URL (?q=&category=), so it survives reload, back and forward; the server renders the unfiltered list.
 * Typing replaces the history entry once it pauses; a category change or Clear Filters adds one.
 * The island holds only the trends the list draws (grid and teaser) and the total: a filter is
 * answered over the whole collection by the listing index, which loads only what the query needs.
 */
import { useCallback, useDeferredValue, useMemo, useRef } from 'react';
import { ALL_CATEGORIES, filterTrends, type TrendFilter, type TrendListItem } from '@/lib/trends';
import { TRENDS_SHOWN } from '@/data/listings';
import { DEFAULT_LISTING_FILTER, readListingFilter, writeListingFilter } from '@/lib/listingFilter';
import { trackPageViewWhenSettled } from '@/scripts/analytics';
import { TREND_TEXTS } from '@/data/trendTexts';
import { withBase } from '@/lib/sitePaths';
import TrendResults from './trends/TrendResults';
import CategoryPills from './common/CategoryPills';
import { useListingFilter } from './common/useListingFilter';
import { useUrlState } from './common/useUrlState';
import { withErrorBoundary } from './common/IslandErrorBoundary';

interface Props {
  /** The unfiltered list's trends: all of them in a small collection, else as many as the list draws. */
  trends: TrendListItem[];
  /** How many trends there are in all. */
  total: number;
  categories: string[];
}

/** Filter changes come in bursts (typing, trying categories): one page view once the address settles. */
const PAGE_VIEWS = { countPageView: trackPageViewWhenSettled };

function TrendFilters({ trends, total, categories }: Props) {
  const rules = useMemo(
    () => ({ read: (search: string) => readListingFilter(search, categories), write: writeListingFilter }),
    [categories],
  );
  const [filter, setFilter] = useUrlState<TrendFilter>(rules, PAGE_VIEWS);
  const searchInput = useRef<HTMLInputElement>(null);

  const clearFilters = useCallback(() => {
    setFilter(DEFAULT_LISTING_FILTER, 'push');
    searchInput.current?.focus();
  }, [setFilter]);

  // The field shows each keystroke at once; the results follow when React has time.
  const shownFilter = useDeferredValue(filter);
  // A page given every trend (a small collection) filters them itself.
  const filterThisPage = useCallback((filter: TrendFilter) => filterTrends(trends, filter), [trends]);
  const { results, retry } = useListingFilter<TrendListItem>(
    'trends',
    shownFilter,
    TRENDS_SHOWN,
    trends.length === total ? filterThisPage : undefined,
  );

  return (
    <div>
      <form
        role="search"
        action={withBase('/trends')}
        className="card p-4 sm:p-5"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor="trend-search" className="text-sm font-semibold">
          {TREND_TEXTS.searchLabel}
        </label>
        <input
          ref={searchInput}
          id="trend-search"
          name="q"
          type="search"
          className="input mt-2"
          placeholder={TREND_TEXTS.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          value={filter.query}
          onChange={(event) => setFilter({ ...filter, query: event.target.value }, 'typing')}
        />
        <CategoryPills
          label={TREND_TEXTS.categoryGroupLabel}
          categories={[ALL_CATEGORIES, ...categories]}
          selected={filter.category}
          onSelect={(category) => setFilter({ ...filter, category }, 'push')}
          className="mt-4"
        />
      </form>
      {results?.phase === 'failed' ? (
        <div className="card mt-8 flex flex-col items-center px-6 py-12 text-center" role="alert">
          <p className="text-lg font-semibold">{TREND_TEXTS.filterFailed}</p>
          <button type="button" className="btn btn-secondary mt-4" onClick={retry}>
            {TREND_TEXTS.retry}
          </button>
        </div>
      ) : (
        <TrendResults
          matches={results ? results.cards : trends}
          total={results ? results.total : total}
          busy={results?.phase === 'loading'}
          onClearFilters={clearFilters}
        />
      )}
    </div>
  );
}

export default withErrorBoundary(TrendFilters);
