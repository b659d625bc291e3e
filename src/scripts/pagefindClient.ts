/**
 * Browser access to the Pagefind index that `pagefind --site dist` writes to /pagefind/ after the
 * build: loads the engine once, runs a query with a category filter, and fetches result cards a page at a time.
 */
import {
  categoryCounts,
  pagefindFilters,
  toPagefindQuery,
  toResultCard,
  type CategoryCounts,
  type PagefindFragment,
  type SearchFilter,
  type SearchResultCard,
} from './search';

/** Held in a variable so Vite leaves the import alone: the file only exists after Pagefind has run. */
const PAGEFIND_URL = '/pagefind/pagefind.js';
const EXCERPT_WORDS = 26;

interface PagefindResultHandle {
  id: string;
  data: () => Promise<PagefindFragment>;
}

interface PagefindResponse {
  results: PagefindResultHandle[];
  unfilteredResultCount: number;
  totalFilters?: Record<string, Record<string, number>>;
}

interface PagefindModule {
  options: (options: Record<string, unknown>) => Promise<void>;
  init?: () => Promise<void>;
  filters: () => Promise<Record<string, Record<string, number>>>;
  search: (term: string, options?: { filters?: Record<string, string> }) => Promise<PagefindResponse | null>;
}

let engine: Promise<PagefindModule> | undefined;

function loadPagefind(): Promise<PagefindModule> {
  engine ??= (import(/* @vite-ignore */ PAGEFIND_URL) as Promise<PagefindModule>)
    .then(async (pagefind) => {
      // In-page search skips the worker script: one download less, and this index answers in milliseconds.
      await pagefind.options({ excerptLength: EXCERPT_WORDS, noWorker: true });
      await pagefind.init?.();
      // Loads the category filter index; without it Pagefind leaves the per-category counts empty.
      await pagefind.filters();
      return pagefind;
    })
    .catch((error: unknown) => {
      // Let the next query try again (a dropped connection should not disable search for good).
      engine = undefined;
      throw error;
    });
  return engine;
}

/**
 * Starts downloading and compiling the engine and its filter index without waiting for it. The
 * /search page calls this from its first script, so the work overlaps React's download and hydration.
 */
export function preloadSearchEngine(): void {
  loadPagefind().catch(() => {
    // The island's own search reports the failure (and retries); nothing to show from here.
  });
}

/** One query's outcome: the matching results (cards not loaded yet) and the filter counts. */
export interface SiteSearch {
  handles: readonly PagefindResultHandle[];
  counts: CategoryCounts;
}

export async function searchSite(query: string, filter: SearchFilter): Promise<SiteSearch> {
  const pagefind = await loadPagefind();
  const response = await pagefind.search(toPagefindQuery(query), { filters: pagefindFilters(filter) });
  if (!response) return { handles: [], counts: categoryCounts(undefined, 0) };
  return {
    handles: response.results,
    counts: categoryCounts(response.totalFilters?.category, response.unfilteredResultCount),
  };
}

/** Loads the cards of handles[from, to): only those fragments are downloaded. */
export async function loadResultCards(search: SiteSearch, from: number, to: number): Promise<SearchResultCard[]> {
  const fragments = await Promise.all(search.handles.slice(from, to).map((handle) => handle.data()));
  return fragments.map(toResultCard).filter((card): card is SearchResultCard => card !== null);
}
