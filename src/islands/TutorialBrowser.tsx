/**
 * The /tutorials listing below the hero: search, featured cards, category pills and the filtered grid.
 * Server-rendered in its default state (every tutorial listed, so the page works without JavaScript);
 * once hydrated it filters and keeps ?q=&category= in the URL (typing replaces the history entry,
 * a category change or Clear Filters adds one, back/forward restores).
 */
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import TutorialCard from './tutorials/TutorialCard';
import Icon from './common/Icon';
import { magnifier } from '../data/icons/magnifier';
import { trackPageView } from '../scripts/analytics';
import {
  ALL_CATEGORIES,
  DEFAULT_TUTORIAL_FILTERS,
  featuredCardImage,
  filterTutorials,
  readTutorialFilters,
  tutorialCardImage,
  tutorialCountLine,
  writeTutorialFilters,
  type TutorialCardItem,
  type TutorialFilters,
} from '../lib/tutorials';
import { withBase } from '../lib/sitePaths';
import { withErrorBoundary } from './IslandErrorBoundary';

interface Props {
  /** Every tutorial, in listing order. */
  tutorials: TutorialCardItem[];
  featured: TutorialCardItem[];
  /** The tutorial categories, in pill order (All comes first on its own). */
  categories: string[];
}

/** Typing settles before the URL (and the page-view event) follows it. */
const URL_UPDATE_DELAY_MS = 300;

/** Writes the filters to the address and counts the new address as a page view; `urlSearch` follows it. */
function writeUrl(filters: TutorialFilters, mode: 'push' | 'replace', urlSearch: RefObject<string>) {
  const search = writeTutorialFilters(filters, location.search);
  const url = `${location.pathname}${search}${location.hash}`;
  if (url === `${location.pathname}${location.search}${location.hash}`) return;
  if (mode === 'push') history.pushState(history.state, '', url);
  else history.replaceState(history.state, '', url);
  urlSearch.current = location.search;
  trackPageView();
}

function TutorialBrowser({ tutorials, featured, categories }: Props) {
  const [filters, setFilters] = useState<TutorialFilters>(DEFAULT_TUTORIAL_FILTERS);
  const pendingUrl = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The query string the shown filters came from or were written to. */
  const urlSearch = useRef('');
  const searchInput = useRef<HTMLInputElement>(null);
  const searchId = useId();
  const hintId = useId();

  // The server rendered the default state; the URL's state is applied after hydration and on back/forward.
  useEffect(() => {
    const restore = () => {
      // Fragment jumps (the skip link) fire popstate too, without changing the filters or the page.
      if (location.search === urlSearch.current) return;
      clearTimeout(pendingUrl.current);
      urlSearch.current = location.search;
      setFilters(readTutorialFilters(location.search, categories));
      // Back and forward change the address too: one page view, as for any other change.
      trackPageView();
    };
    urlSearch.current = location.search;
    const initial = readTutorialFilters(location.search, categories);
    // Text typed before hydration is in the field but not in state; keep it rather than wipe it.
    const typedEarly = searchInput.current?.value ?? '';
    if (typedEarly && !initial.query) {
      setFilters({ ...initial, query: typedEarly });
      writeUrl({ ...initial, query: typedEarly }, 'replace', urlSearch);
    } else {
      setFilters(initial);
    }
    window.addEventListener('popstate', restore);
    return () => {
      window.removeEventListener('popstate', restore);
      clearTimeout(pendingUrl.current);
    };
  }, [categories]);

  const changeQuery = (query: string) => {
    const next = { ...filters, query };
    setFilters(next);
    clearTimeout(pendingUrl.current);
    pendingUrl.current = setTimeout(() => writeUrl(next, 'replace', urlSearch), URL_UPDATE_DELAY_MS);
  };

  /** A deliberate change: its own history entry, so Back undoes it. */
  const commit = (next: TutorialFilters) => {
    clearTimeout(pendingUrl.current);
    setFilters(next);
    writeUrl(next, 'push', urlSearch);
  };

  const visible = filterTutorials(tutorials, filters);

  return (
    <div className="container-page py-10">
      <form
        role="search"
        action={withBase('/tutorials')}
        method="get"
        className="mx-auto max-w-2xl"
        onSubmit={(event) => {
          event.preventDefault();
          clearTimeout(pendingUrl.current);
          writeUrl(filters, 'replace', urlSearch);
        }}
      >
        <label htmlFor={searchId} className="sr-only">
          Search tutorials
        </label>
        <div className="relative">
          <Icon icon={magnifier} size={20} className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-muted" />
          <input
            ref={searchInput}
            id={searchId}
            type="search"
            name="q"
            value={filters.query}
            onChange={(event) => changeQuery(event.target.value)}
            placeholder="Search tutorials..."
            aria-describedby={hintId}
            autoComplete="off"
            className="input h-12 rounded-full pl-12 text-base shadow-sm"
          />
        </div>
        <p id={hintId} className="mt-2 text-center text-sm text-muted">
          Popular searches: algorithm, hashtags, engagement, trending sounds
        </p>
      </form>

      {featured.length > 0 && (
        <section aria-labelledby="featured-tutorials" className="mt-12">
          <h2 id="featured-tutorials" className="text-2xl font-extrabold tracking-tight">
            Featured Tutorials
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {featured.map((tutorial, position) => (
              <li key={tutorial.id}>
                <TutorialCard tutorial={tutorial} image={featuredCardImage(position)} featured eager />
              </li>
            ))}
          </ul>
        </section>
      )}

      <div role="group" aria-label="Filter by category" className="mt-12 flex flex-wrap gap-2">
        {[ALL_CATEGORIES, ...categories].map((category) => {
          const selected = filters.category === category;
          return (
            <button
              key={category}
              type="button"
              aria-pressed={selected}
              onClick={() => commit({ ...filters, category })}
              className={
                selected
                  ? 'btn min-h-10 bg-brand-600 px-4 py-2 text-sm text-white'
                  : 'btn min-h-10 border border-line bg-white px-4 py-2 text-sm text-ink hover:border-brand-600 hover:text-brand-700'
              }
            >
              {category}
            </button>
          );
        })}
      </div>

      <section aria-labelledby="all-tutorials" className="mt-8">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="all-tutorials" className="text-2xl font-extrabold tracking-tight">
            All Tutorials
          </h2>
          <p className="text-muted" aria-live="polite">
            {tutorialCountLine(visible.length)}
          </p>
        </div>
        {visible.length > 0 ? (
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {visible.map((tutorial, position) => (
              <li key={tutorial.id}>
                <TutorialCard tutorial={tutorial} image={tutorialCardImage(tutorial, position)} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="card mt-6 flex flex-col items-center px-6 py-12 text-center">
            <p className="text-lg font-semibold">No tutorials found matching your criteria.</p>
            <button type="button" className="btn btn-secondary mt-4" onClick={() => {
                commit(DEFAULT_TUTORIAL_FILTERS);
                // The button disappears with the empty state; keep keyboard focus somewhere useful.
                searchInput.current?.focus();
              }}>
              Clear Filters
            </button>
          </div>
        )}
      </section>
    </div>
  );
}

export default withErrorBoundary(TutorialBrowser);
