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
import type { Language } from '@/data/languages';
import { withBase } from '@/lib/sitePaths';
import { localizedPath } from '@/lib/languagePrefix';
import type { LocalizedCard } from '@/lib/localizedEntries';
import TrendResults from './trends/TrendResults';
import CategoryPills from './common/CategoryPills';
import { useListingFilter } from './common/useListingFilter';
import { useUrlState } from './common/useUrlState';
import { withErrorBoundary } from './common/IslandErrorBoundary';
import { trendListingTexts } from './trends/trendListingTexts';

type Card = TrendListItem & LocalizedCard;

interface Props {
  /**
   * The unfiltered list's trends: all of them in a small collection, else as many as the list draws;
   * each in the page's language where it is translated.
   */
  trends: Card[];
  /** How many trends there are in all. */
  total: number;
  /** The category values (English, as the URL keeps them). */
  categories: string[];
  /** The category names that differ from their value in the page's language. */
  categoryNames: Record<string, string>;
  /** The page's language: the entries it lists, where they link, how counts read. */
  language: Language;
  /** The page language's `Intl` locale: how counts and dates are written. */
  intlLocale: string;
  /** Marks a card in English on a page in another language (English pages have none). */
  englishLabel?: string;
}

/** Filter changes come in bursts (typing, trying categories): one page view once the address settles. */
const PAGE_VIEWS = { countPageView: trackPageViewWhenSettled };

function TrendFilters({ trends, total, categories, categoryNames, language, intlLocale, englishLabel }: Props) {
  // Fetched with the island's code rather than carried in the page (src/islands/trends/trendListingTexts.ts).
  const texts = trendListingTexts(language);
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
  const { results, retry } = useListingFilter<Card>(
    'trends',
    language,
    shownFilter,
    TRENDS_SHOWN,
    trends.length === total ? filterThisPage : undefined,
  );
  const page = useMemo(
    () => ({ texts, language, intlLocale, categoryNames, englishLabel }),
    [texts, language, intlLocale, categoryNames, englishLabel],
  );

  return (
    <div>
      <form
        role="search"
        action={withBase(localizedPath('/trends', language))}
        className="card p-4 sm:p-5"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor="trend-search" className="text-sm font-semibold">
          {texts.searchLabel}
        </label>
        <input
          ref={searchInput}
          id="trend-search"
          name="q"
          type="search"
          className="input mt-2"
          placeholder={texts.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          value={filter.query}
          onChange={(event) => setFilter({ ...filter, query: event.target.value }, 'typing')}
        />
        <CategoryPills
          label={texts.categoryGroupLabel}
          categories={[ALL_CATEGORIES, ...categories]}
          names={{ ...categoryNames, [ALL_CATEGORIES]: texts.allCategories }}
          selected={filter.category}
          onSelect={(category) => setFilter({ ...filter, category }, 'push')}
          className="mt-4"
        />
      </form>
      {results?.phase === 'failed' ? (
        <div className="card mt-8 flex flex-col items-center px-6 py-12 text-center" role="alert">
          <p className="text-lg font-semibold">{texts.filterFailed}</p>
          <button type="button" className="btn btn-secondary mt-4" onClick={retry}>
            {texts.retry}
          </button>
        </div>
      ) : (
        <TrendResults
          matches={results ? results.cards : trends}
          total={results ? results.total : total}
          busy={results?.phase === 'loading'}
          onClearFilters={clearFilters}
          page={page}
        />
      )}
    </div>
  );
}

export default withErrorBoundary(TrendFilters);
