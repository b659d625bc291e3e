/**
 * The site search, run in a Web Worker: Pagefind's engine, its WebAssembly and every index download
 * stay off the page's main thread, so a phone keeps painting and scrolling while a query runs.
 * Pagefind runs inline here (it starts a worker of its own only from a page). Each download under
 * the bundle folder is retried with backoff; a file that failed for good fails the query, since
 * Pagefind would otherwise skip a missing index chunk and silently drop results.
 */
import { SEARCH_CACHE_MS, SEARCH_RANKING } from '@/data/search';
import { categoryCounts, pagefindFilters } from '@/lib/search/categories';
import { toPagefindQuery } from '@/lib/search/query';
import { relatedSearches } from '@/lib/search/relatedSearches';
import { toResultCard, type PagefindFragment, type SearchResultCard } from '@/lib/search/resultCard';
import { lazyLoad } from '@/lib/lazyLoad';
import { retryingFetch, withRetry } from '@/lib/retry';
import { createTtlCache } from '@/lib/ttlCache';
import type { IndexLocation, SearchOutcome, SearchReply, SearchRequest } from './searchWorkerProtocol';

interface PagefindResultHandle {
  id: string;
  data: () => Promise<PagefindFragment>;
}

interface PagefindModule {
  options: (options: Record<string, unknown>) => Promise<void>;
  init?: () => Promise<void>;
  destroy?: () => Promise<void>;
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
  fetch: typeof fetch;
  navigator?: { onLine: boolean };
  postMessage: (message: SearchReply) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent<SearchRequest>) => void) => void;
}

/** Words around a match in each result's excerpt. */
const EXCERPT_WORDS = 26;

const scope = self as unknown as WorkerScope;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** Offline, a lost download fails at once: "Search is unavailable" shows now, not after the retries. */
const isOffline = () => scope.navigator?.onLine === false;

/** Downloads under the bundle folder that failed after every retry. */
let lostDownloads = 0;
let fetchWrapped = false;

function retryIndexDownloads(bundleUrl: string): void {
  if (fetchWrapped) return;
  fetchWrapped = true;
  scope.fetch = retryingFetch(scope.fetch.bind(scope), (url) => new URL(url, bundleUrl).href.startsWith(bundleUrl), {
    sleep,
    isOffline,
    onGiveUp: () => lostDownloads++,
  });
}

/** Engine imports so far: a failed module import stays cached under its URL, so each new try asks for a fresh one. */
let engineImports = 0;

/** Imports Pagefind's engine (retrying) and starts it on the index at `location`. */
async function startEngine({ bundleUrl, indexTag }: IndexLocation): Promise<PagefindModule> {
  const pagefind = await withRetry(
    () => {
      const tries = engineImports++;
      const url = `${bundleUrl}pagefind.js${tries ? `?retry=${tries}` : ''}`;
      return import(/* @vite-ignore */ url) as Promise<PagefindModule>;
    },
    { sleep, isOffline },
  );
  try {
    await pagefind.options({
      basePath: bundleUrl,
      excerptLength: EXCERPT_WORDS,
      ranking: SEARCH_RANKING,
      metaCacheTag: indexTag,
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
}

/**
 * The engine, started once, on the index the first query names (every query of a page names the same
 * one); a start that failed after its retries is forgotten, so the next query tries again.
 */
let loadEngine: (() => Promise<PagefindModule>) | undefined;

function loadPagefind(location: IndexLocation): Promise<PagefindModule> {
  retryIndexDownloads(location.bundleUrl);
  loadEngine ??= lazyLoad(() => startEngine(location));
  return loadEngine();
}

/** Each query's full result list, for "Show more"; kept as long as the page keeps the query's answer. */
const resultLists = createTtlCache<readonly PagefindResultHandle[]>(SEARCH_CACHE_MS);
let nextSearchId = 0;

/** Fails when a download under the bundle folder was lost while `task` ran. */
async function withoutLostDownloads<T>(task: () => Promise<T>): Promise<T> {
  const lostBefore = lostDownloads;
  const result = await task();
  if (lostDownloads !== lostBefore) throw new Error('A search index file could not be downloaded');
  return result;
}

async function cardsOf(
  handles: readonly PagefindResultHandle[],
  from: number,
  to: number,
): Promise<SearchResultCard[]> {
  const fragments = await withoutLostDownloads(() =>
    Promise.all(handles.slice(from, to).map((handle) => handle.data())),
  );
  return fragments.map(toResultCard).filter((card): card is SearchResultCard => card !== null);
}

async function search(request: Extract<SearchRequest, { kind: 'search' }>): Promise<SearchOutcome> {
  const pagefind = await loadPagefind(request);
  const response = await withoutLostDownloads(() =>
    pagefind.search(toPagefindQuery(request.query), { filters: pagefindFilters(request.filter) }),
  );
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
      ? search(request).then((outcome) => ({ id: request.id, ok: true, outcome }))
      : moreCards(request).then((cards) => ({ id: request.id, ok: true, cards }));
  void answer
    .catch((error: unknown): SearchReply => ({
      id: request.id,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    }))
    .then((reply) => scope.postMessage(reply));
});
