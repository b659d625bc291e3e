/**
 * Browser access to the Pagefind index that `pagefind --site dist` writes to /pagefind/ after the
 * build: loads the engine once (retrying dropped downloads), runs a query with a category filter,
 * fetches result cards a page at a time, and keeps each query's first page of results for a while.
 */
import { RESULTS_PAGE_SIZE, SEARCH_CACHE_MS, SEARCH_RANKING, type SearchFilter } from '../data/search';
import { categoryCounts, pagefindFilters, type CategoryCounts } from '../lib/search/categories';
import { toPagefindQuery } from '../lib/search/query';
import { toResultCard, type PagefindFragment, type SearchResultCard } from '../lib/search/resultCard';
import { lazyLoad } from '../lib/lazyLoad';
import { retryingFetch, withRetry } from '../lib/retry';
import { createTtlCache } from '../lib/ttlCache';
import { withBase } from '../lib/sitePaths';
import retryWorkerUrl from './pagefindRetryWorker.ts?worker&url';

/** Pagefind's bundle folder; the file only exists after Pagefind has run, so Vite must not resolve it. */
export const PAGEFIND_BUNDLE = withBase('/pagefind/');
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
  destroy?: () => Promise<void>;
  filters: () => Promise<Record<string, Record<string, number>>>;
  search: (term: string, options?: { filters?: Record<string, string> }) => Promise<PagefindResponse | null>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Index downloads that failed after every retry. Pagefind skips a missing index chunk silently. */
let lostDownloads = 0;
let downloadsWrapped = false;
/** Matches the key pagefindRetryWorker.ts reports a lost download under. */
const LOST_DOWNLOAD_MESSAGE = 'pagefindLostDownload';

/**
 * Pagefind searches in a Web Worker (WASM compilation and decompression stay off the main thread)
 * and fetches its index there, with no hook of its own for either. So: its worker is started from
 * pagefindRetryWorker.ts, which retries the downloads; and should Pagefind fall back to the main
 * thread, requests under the bundle folder get the same retries. Every other worker and request is untouched.
 */
function retryIndexDownloads(): void {
  if (downloadsWrapped) return;
  downloadsWrapped = true;
  const bundle = new URL(PAGEFIND_BUNDLE, window.location.href).href;
  const engineWorker = `${bundle}pagefind-worker.js`;
  const countLost = () => lostDownloads++;
  window.fetch = retryingFetch(window.fetch.bind(window), (url) => new URL(url, window.location.href).href.startsWith(bundle), {
    sleep,
    onGiveUp: countLost,
  });
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    constructor(url: string | URL, options?: WorkerOptions) {
      const isEngine = new URL(url, window.location.href).href === engineWorker;
      super(isEngine ? `${retryWorkerUrl}?engine=${encodeURIComponent(engineWorker)}` : url, options);
      if (isEngine) {
        this.addEventListener('message', (event: MessageEvent<unknown>) => {
          if (typeof event.data === 'object' && event.data !== null && LOST_DOWNLOAD_MESSAGE in event.data) countLost();
        });
      }
    }
  };
}

/**
 * The page's per-build tag for the index entry file. Without one Pagefind adds the time to its
 * address on every load, so a browser could never reuse it; with it, a new build is a new address.
 */
function indexTag(): string | undefined {
  return document.querySelector<HTMLElement>('[data-search-index-tag]')?.dataset.searchIndexTag || undefined;
}

/** Engine imports so far: a failed module import can stay cached under its URL, so each new try asks for a fresh one. */
let engineImports = 0;

/** The started engine; a failed start is forgotten, so the next query tries again. */
const loadEngine = lazyLoad(() =>
  withRetry(() => {
    const tries = engineImports++;
    // A plain variable keeps Vite from wrapping the import in its preload helper (a kilobyte more).
    const url = `${PAGEFIND_BUNDLE}pagefind.js${tries ? `?retry=${tries}` : ''}`;
    return import(/* @vite-ignore */ url) as Promise<PagefindModule>;
  }, { sleep }).then(async (pagefind) => {
    try {
      await pagefind.options({
        basePath: PAGEFIND_BUNDLE,
        excerptLength: EXCERPT_WORDS,
        ranking: SEARCH_RANKING,
        metaCacheTag: indexTag(),
      });
      await pagefind.init?.();
      // Loads the category filter index; without it Pagefind leaves the per-category counts empty.
      await pagefind.filters();
      return pagefind;
    } catch (error) {
      // Pagefind keeps a failed start; forget it so the next attempt starts afresh.
      await pagefind.destroy?.().catch(() => {});
      throw error;
    }
  }),
);

function loadPagefind(): Promise<PagefindModule> {
  retryIndexDownloads();
  return loadEngine();
}

/** One query's outcome: the matching results (cards not loaded yet) and the filter counts. */
export interface SiteSearch {
  handles: readonly PagefindResultHandle[];
  counts: CategoryCounts;
}

async function searchSite(query: string, filter: SearchFilter): Promise<SiteSearch> {
  const pagefind = await loadPagefind();
  const lostBefore = lostDownloads;
  const response = await pagefind.search(toPagefindQuery(query), { filters: pagefindFilters(filter) });
  // A chunk that never arrived would silently drop results: report it as the failure it is.
  if (lostDownloads !== lostBefore) throw new Error('A search index file could not be downloaded');
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

/** A query's results with the cards of its first page. */
export interface SearchAnswer {
  search: SiteSearch;
  cards: SearchResultCard[];
}

const answers = createTtlCache<Promise<SearchAnswer>>(SEARCH_CACHE_MS);

/**
 * The results of a query under a filter. Repeating a query within SEARCH_CACHE_MS (back/forward,
 * a chip clicked twice) answers from memory; a failed search is not kept, so trying again reloads.
 */
export function searchWithCards(query: string, filter: SearchFilter): Promise<SearchAnswer> {
  const key = `${filter}\n${toPagefindQuery(query).toLowerCase()}`;
  const cached = answers.get(key);
  if (cached) return cached;
  const answer = searchSite(query, filter).then(async (search) => ({
    search,
    cards: await loadResultCards(search, 0, RESULTS_PAGE_SIZE),
  }));
  answers.set(key, answer);
  answer.catch(() => answers.delete(key));
  return answer;
}

/**
 * Starts the engine, the index and the first page of cards for the query in the address without
 * waiting: the /search page calls this from its first script, so the downloads overlap React's.
 */
export function prefetchSearch(query: string): void {
  searchWithCards(query, 'All').catch(() => {
    // The island's own search shows the failure (with its retry button); nothing to show from here.
  });
}
