/**
 * The /tutorials listing below the hero: search, featured cards, category pills and the grid.
 * Server-rendered in its default state: one page of the newest tutorials with links to the other
 * pages (/tutorials/page/2 and on), so it works without JavaScript and weighs the same whatever the
 * size of the collection. Once hydrated it filters the whole collection through the listing index
 * (only the index parts a query needs are downloaded) and keeps ?q=&category= in the URL (typing
 * replaces the history entry, a category change or Clear Filters adds one, back/forward restores).
 */
import { useCallback, useDeferredValue, useId, useMemo, useRef } from 'react';
import TutorialCard from './tutorials/TutorialCard';
import ListingPager from './tutorials/ListingPager';
import Icon from './common/Icon';
import CategoryPills from './common/CategoryPills';
import { magnifier } from '@/data/icons/magnifier';
import { trackPageView } from '@/scripts/analytics';
import {
  ALL_CATEGORIES,
  featuredCardImage,
  filterTutorials,
  tutorialCardImage,
  type TutorialCardItem,
  type TutorialFilters,
} from '@/lib/tutorials';
import { DEFAULT_LISTING_FILTER, readListingFilter, writeListingFilter } from '@/lib/listingFilter';
import { TUTORIALS_PAGE_SIZE } from '@/data/listings';
import type { Language } from '@/data/languages';
import { useListingFilter } from './common/useListingFilter';
import { withBase } from '@/lib/sitePaths';
import { localizedPath } from '@/lib/languagePrefix';
import { countedText } from '@/lib/dictionaries';
import type { LocalizedCard } from '@/lib/localizedEntries';
import type { Dictionary } from '@/i18n/dictionary';
import { useUrlState } from './common/useUrlState';
import { withErrorBoundary } from './common/IslandErrorBoundary';

type Card = TutorialCardItem & LocalizedCard;

interface Props {
  /** This page's tutorials, in listing order, each in the page's language where it is translated. */
  cards: Card[];
  /** The featured row (capped; empty past the first page). */
  featured: Card[];
  /** The tutorial categories (their English values, which the URL keeps), in pill order (All comes first on its own). */
  categories: string[];
  /** The category names that differ from their value in the page's language. */
  categoryNames: Record<string, string>;
  /** How many tutorials there are in all. */
  total: number;
  /** This page's number (1-based) and how many pages the listing has. */
  page: number;
  pages: number;
  texts: Dictionary['tutorialListing']['island'];
  /** The page's language: the entries it lists, where they link, how counts read. */
  language: Language;
  /** The page language's `Intl` locale: how counts are written. */
  intlLocale: string;
  /** Marks a card in English on a page in another language (English pages have none). */
  englishLabel?: string;
}

/** Each new address counts as a page view at once (typing reaches the address only once it pauses). */
const PAGE_VIEWS = { countPageView: trackPageView };

function TutorialBrowser({
  cards,
  featured,
  categories,
  categoryNames,
  total,
  page,
  pages,
  texts,
  language,
  intlLocale,
  englishLabel,
}: Props) {
  const rules = useMemo(
    () => ({ read: (search: string) => readListingFilter(search, categories), write: writeListingFilter }),
    [categories],
  );
  const [filters, setFilters] = useUrlState<TutorialFilters>(rules, PAGE_VIEWS);
  const searchInput = useRef<HTMLInputElement>(null);
  const searchId = useId();
  const hintId = useId();

  /** A deliberate change: its own history entry, so Back undoes it. */
  const commit = (next: TutorialFilters) => setFilters(next, 'push');

  // The field shows each keystroke at once; the cards and their count follow when React has time.
  const shownFilters = useDeferredValue(filters);
  // A page that holds every tutorial (a small collection) filters them itself.
  const filterThisPage = useCallback((filter: TutorialFilters) => filterTutorials(cards, filter), [cards]);
  const { results, showMore, retry } = useListingFilter<Card>(
    'tutorials',
    language,
    shownFilters,
    TUTORIALS_PAGE_SIZE,
    cards.length === total ? filterThisPage : undefined,
  );
  const visible = results ? results.cards : cards;
  const count = results ? results.total : total;
  const loading = results?.phase === 'loading';
  const failed = results?.phase === 'failed';
  const countLine = countedText(texts.countLine, count, intlLocale);
  const cardProps = { texts: texts.card, categoryNames, language, intlLocale, englishLabel };

  return (
    <div className="container-page py-10">
      <form
        role="search"
        action={withBase(localizedPath('/tutorials', language))}
        method="get"
        className="mx-auto max-w-2xl"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters(filters, 'replace');
        }}
      >
        <label htmlFor={searchId} className="sr-only">
          {texts.searchLabel}
        </label>
        <div className="relative">
          <Icon
            icon={magnifier}
            size={20}
            className="pointer-events-none absolute top-1/2 start-4 -translate-y-1/2 text-muted"
          />
          <input
            ref={searchInput}
            id={searchId}
            type="search"
            name="q"
            value={filters.query}
            onChange={(event) => setFilters({ ...filters, query: event.target.value }, 'typing')}
            placeholder={texts.searchPlaceholder}
            aria-describedby={hintId}
            autoComplete="off"
            className="input h-12 rounded-full ps-12 text-base shadow-sm"
          />
        </div>
        <p id={hintId} className="mt-2 text-center text-sm text-muted">
          {texts.searchHint}
        </p>
      </form>

      {featured.length > 0 && (
        <section aria-labelledby="featured-tutorials" className="mt-12">
          <h2 id="featured-tutorials" className="text-2xl font-extrabold tracking-tight">
            {texts.featuredHeading}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {featured.map((tutorial, position) => (
              <li key={tutorial.id}>
                <TutorialCard tutorial={tutorial} image={featuredCardImage(position)} featured eager {...cardProps} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <CategoryPills
        label={texts.categoryGroupLabel}
        categories={[ALL_CATEGORIES, ...categories]}
        names={{ ...categoryNames, [ALL_CATEGORIES]: texts.allCategories }}
        selected={filters.category}
        onSelect={(category) => commit({ ...filters, category })}
        className="mt-12"
      />

      <section aria-labelledby="all-tutorials" className="mt-8">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="all-tutorials" className="text-2xl font-extrabold tracking-tight">
            {texts.listHeading}
          </h2>
          <p className="text-muted" aria-live="polite">
            {loading ? texts.filtering : countLine}
          </p>
        </div>
        {failed ? (
          <div className="card mt-6 flex flex-col items-center px-6 py-12 text-center" role="alert">
            <p className="text-lg font-semibold">{texts.filterFailed}</p>
            <button type="button" className="btn btn-secondary mt-4" onClick={retry}>
              {texts.retry}
            </button>
          </div>
        ) : visible.length > 0 || loading ? (
          <ul
            className={`mt-6 grid gap-6 transition-opacity md:grid-cols-2 lg:grid-cols-3 ${loading ? 'opacity-60' : ''}`}
            aria-busy={loading}
          >
            {visible.map((tutorial, position) => (
              <li key={tutorial.id}>
                <TutorialCard tutorial={tutorial} image={tutorialCardImage(tutorial, position)} {...cardProps} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="card mt-6 flex flex-col items-center px-6 py-12 text-center">
            <p className="text-lg font-semibold">{texts.noMatches}</p>
            <button
              type="button"
              className="btn btn-secondary mt-4"
              onClick={() => {
                commit(DEFAULT_LISTING_FILTER);
                // The button disappears with the empty state; keep keyboard focus somewhere useful.
                searchInput.current?.focus();
              }}
            >
              {texts.clearFilters}
            </button>
          </div>
        )}
        {results
          ? results.phase === 'ready' &&
            results.cards.length < results.total && (
              <div className="mt-8 text-center">
                <button type="button" className="btn btn-secondary" onClick={showMore} aria-busy={results.loadingMore}>
                  {texts.showMore}
                </button>
              </div>
            )
          : pages > 1 && (
              <ListingPager route={localizedPath('/tutorials', language)} page={page} pages={pages} texts={texts} />
            )}
      </section>
    </div>
  );
}

export default withErrorBoundary(TutorialBrowser);
