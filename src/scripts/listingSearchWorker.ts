/**
 * The listings' filter, run in a Web Worker on the listing index (src/build/listingIndex.ts): Pagefind
 * downloads only the index chunks a query's words need and the fragments of the cards shown, and its
 * WebAssembly stays off the page's main thread. Downloads are retried with backoff; one that failed for
 * good fails the query, since Pagefind would otherwise skip a missing chunk and silently drop entries.
 */
import { SEARCH_CACHE_MS } from '@/data/search';
import { cardOfRecord, listingQuery } from '@/lib/listingIndex';
import { lazyLoad } from '@/lib/lazyLoad';
import { retryingFetch, withRetry } from '@/lib/retry';
import { createTtlCache } from '@/lib/ttlCache';
import type { ListingReply, ListingRequest } from './listingSearchWorkerProtocol';

interface PagefindHandle {
  data: () => Promise<{ url: string }>;
}

interface PagefindModule {
  options: (options: Record<string, unknown>) => Promise<void>;
  init?: () => Promise<void>;
  destroy?: () => Promise<void>;
  search: (
    term: string | null,
    options: { filters: Record<string, string>; sort: Record<string, 'asc' | 'desc'> },
  ) => Promise<{ results: PagefindHandle[] } | null>;
}

interface WorkerScope {
  fetch: typeof fetch;
  postMessage: (message: ListingReply) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent<ListingRequest>) => void) => void;
}

const scope = self as unknown as WorkerScope;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

let lostDownloads = 0;
let loadEngine: (() => Promise<PagefindModule>) | undefined;
let engineImports = 0;

function loadPagefind(bundleUrl: string): Promise<PagefindModule> {
  loadEngine ??= lazyLoad(async () => {
    scope.fetch = retryingFetch(scope.fetch.bind(scope), (url) => new URL(url, bundleUrl).href.startsWith(bundleUrl), {
      sleep,
      onGiveUp: () => lostDownloads++,
    });
    const pagefind = await withRetry(
      () => {
        const tries = engineImports++;
        return import(
          /* @vite-ignore */ `${bundleUrl}pagefind.js${tries ? `?retry=${tries}` : ''}`
        ) as Promise<PagefindModule>;
      },
      { sleep },
    );
    try {
      await pagefind.options({ basePath: bundleUrl });
      await pagefind.init?.();
      return pagefind;
    } catch (error) {
      await pagefind.destroy?.().catch(() => {});
      throw error;
    }
  });
  return loadEngine();
}

/** Each filter's full result list, so "Show more" and a repeated filter only load cards. */
const resultLists = createTtlCache<Promise<readonly PagefindHandle[]>>(SEARCH_CACHE_MS);

async function withoutLostDownloads<T>(task: () => Promise<T>): Promise<T> {
  const lostBefore = lostDownloads;
  const result = await task();
  if (lostDownloads !== lostBefore) throw new Error('A listing index file could not be downloaded');
  return result;
}

async function answer(request: ListingRequest): Promise<{ total: number; cards: unknown[] }> {
  const { term, filters } = listingQuery(request.kind, request.filter);
  const key = JSON.stringify([request.kind, term?.toLowerCase() ?? null, filters]);
  let list = resultLists.get(key);
  if (!list) {
    const pagefind = await loadPagefind(request.bundleUrl);
    list = withoutLostDownloads(() => pagefind.search(term, { filters, sort: { order: 'asc' } })).then(
      (response) => response?.results ?? [],
    );
    resultLists.set(key, list);
    list.catch(() => resultLists.delete(key));
  }
  const handles = await list;
  const records = await withoutLostDownloads(() =>
    Promise.all(handles.slice(request.from, request.to).map((handle) => handle.data())),
  );
  return { total: handles.length, cards: records.map((record) => cardOfRecord(record.url)).filter(Boolean) };
}

scope.addEventListener('message', ({ data: request }) => {
  void answer(request)
    .then((result): ListingReply => ({ id: request.id, ok: true, ...result }))
    .catch((error: unknown): ListingReply => ({
      id: request.id,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    }))
    .then((reply) => scope.postMessage(reply));
});
