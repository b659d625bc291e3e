/**
 * The site search, run in a Web Worker: Pagefind's engine, its WebAssembly and every index download
 * stay off the page's main thread, so a phone keeps painting and scrolling while a query runs.
 * Pagefind runs inline here (it starts a worker of its own only from a page). Downloads are
 * retried, and a query that lost one fails (src/scripts/pagefindWorkerEngine.ts).
 */
import { SEARCH_CACHE_MS, SEARCH_EXCERPT_WORDS, SEARCH_RANKING } from '@/data/search';
import { categoryCounts, pagefindFilters } from '@/lib/search/categories';
import { toPagefindQuery } from '@/lib/search/query';
import { relatedSearches } from '@/lib/search/relatedSearches';
import { toResultCard, type PagefindFragment, type SearchResultCard } from '@/lib/search/resultCard';
import { createTtlCache } from '@/lib/ttlCache';
import type { FetchLike } from '@/lib/retry';
import { createPagefindWorkerEngine, type PagefindBase } from './pagefindWorkerEngine';
import type { IndexLocation, SearchOutcome, SearchReply, SearchRequest } from './searchWorkerProtocol';

interface PagefindResultHandle {
  id: string;
  data: () => Promise<PagefindFragment>;
}

interface PagefindModule extends PagefindBase {
  filters: () => Promise<Record<string, Record<string, number>>>;
  search: (
    term: string,
    options?: { filters?: Record<string, string> },
  ) => Promise<{
    results: PagefindResultHandle[];
    unfilteredResultCount: number;
    totalFilters?: Record<string, Record<string, number>>;
  } | null>;
}

interface WorkerScope {
  fetch: FetchLike;
  navigator?: { onLine: boolean };
  postMessage: (message: SearchReply) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent<SearchRequest>) => void) => void;
}

const scope = self as unknown as WorkerScope;

const engine = createPagefindWorkerEngine<PagefindModule, IndexLocation>({
  scope,
  importModule: (url) => import(/* @vite-ignore */ url) as Promise<PagefindModule>,
  sleep: (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  // Offline, a lost download fails at once: "Search is unavailable" shows now, not after the retries.
  isOffline: () => scope.navigator?.onLine === false,
  lostDownloadMessage: 'A search index file could not be downloaded',
  async start(pagefind, { bundleUrl, indexTag }) {
    await pagefind.options({
      basePath: bundleUrl,
      excerptLength: SEARCH_EXCERPT_WORDS,
      ranking: SEARCH_RANKING,
      metaCacheTag: indexTag,
    });
    await pagefind.init?.();
    // Loads the category filter index; without it Pagefind leaves the per-category counts empty.
    await pagefind.filters();
  },
});

/** Each query's full result list, for "Show more"; kept as long as the page keeps the query's answer. */
const resultLists = createTtlCache<readonly PagefindResultHandle[]>(SEARCH_CACHE_MS);
let nextSearchId = 0;

async function cardsOf(
  handles: readonly PagefindResultHandle[],
  from: number,
  to: number,
): Promise<SearchResultCard[]> {
  const fragments = await Promise.all(handles.slice(from, to).map((handle) => handle.data()));
  return fragments.map(toResultCard).filter((card): card is SearchResultCard => card !== null);
}

async function search(request: Extract<SearchRequest, { kind: 'search' }>): Promise<SearchOutcome> {
  const pagefind = await engine.load(request);
  const response = await pagefind.search(toPagefindQuery(request.query), { filters: pagefindFilters(request.filter) });
  const handles = response?.results ?? [];
  const searchId = nextSearchId++;
  resultLists.set(String(searchId), handles);
  return {
    searchId,
    total: handles.length,
    counts: categoryCounts(response?.totalFilters?.category, response?.unfilteredResultCount ?? 0),
    cards: await cardsOf(handles, 0, request.firstCards),
    related: relatedSearches(request.query),
  };
}

async function moreCards(request: Extract<SearchRequest, { kind: 'cards' }>): Promise<SearchResultCard[]> {
  const handles = resultLists.get(String(request.searchId));
  if (!handles) throw new Error('These results have expired; search again');
  return cardsOf(handles, request.from, request.to);
}

scope.addEventListener('message', ({ data: request }) => {
  const answer: Promise<SearchReply> =
    request.kind === 'search'
      ? engine.request(() => search(request)).then((outcome) => ({ id: request.id, ok: true, outcome }))
      : engine.request(() => moreCards(request)).then((cards) => ({ id: request.id, ok: true, cards }));
  void answer
    .catch((error: unknown): SearchReply => ({
      id: request.id,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    }))
    .then((reply) => scope.postMessage(reply));
});
