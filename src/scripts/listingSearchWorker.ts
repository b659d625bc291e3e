/**
 * The listings' filter, run in a Web Worker on the listing index (src/integrations/listingIndex.ts): Pagefind
 * downloads only the index chunks a query's words need and the fragments of the cards shown, and its
 * WebAssembly stays off the page's main thread. Downloads are retried, and a query that lost one fails
 * (src/scripts/pagefindWorkerEngine.ts).
 */
import { SEARCH_CACHE_MS } from '@/data/search';
import { cardOfRecord, listingQuery } from '@/lib/listingIndex';
import { createTtlCache } from '@/lib/ttlCache';
import type { FetchLike } from '@/lib/retry';
import { createPagefindWorkerEngine, type PagefindBase } from './pagefindWorkerEngine';
import type { ListingReply, ListingRequest } from './listingSearchWorkerProtocol';

interface PagefindHandle {
  data: () => Promise<{ url: string }>;
}

interface PagefindModule extends PagefindBase {
  search: (
    term: string | null,
    options: { filters: Record<string, string>; sort: Record<string, 'asc' | 'desc'> },
  ) => Promise<{ results: PagefindHandle[] } | null>;
}

interface WorkerScope {
  fetch: FetchLike;
  postMessage: (message: ListingReply) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent<ListingRequest>) => void) => void;
}

const scope = self as unknown as WorkerScope;

const engine = createPagefindWorkerEngine<PagefindModule, { bundleUrl: string }>({
  scope,
  importModule: (url) => import(/* @vite-ignore */ url) as Promise<PagefindModule>,
  sleep: (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  lostDownloadMessage: 'A listing index file could not be downloaded',
  async start(pagefind, { bundleUrl }) {
    await pagefind.options({ basePath: bundleUrl });
    await pagefind.init?.();
  },
});

/** Each filter's full result list, so "Show more" and a repeated filter only load cards. */
const resultLists = createTtlCache<Promise<readonly PagefindHandle[]>>(SEARCH_CACHE_MS);

async function answer(
  request: ListingRequest,
  { term, filters }: ReturnType<typeof listingQuery>,
  key: string,
): Promise<{ total: number; cards: unknown[] }> {
  let list = resultLists.get(key);
  if (!list) {
    const pagefind = await engine.load(request);
    list = pagefind.search(term, { filters, sort: { order: 'asc' } }).then((response) => response?.results ?? []);
    resultLists.set(key, list);
  }
  const handles = await list;
  const records = await Promise.all(handles.slice(request.from, request.to).map((handle) => handle.data()));
  return { total: handles.length, cards: records.map((record) => cardOfRecord(record.url)).filter(Boolean) };
}

scope.addEventListener('message', ({ data: request }) => {
  const query = listingQuery(request.kind, request.language, request.filter);
  const key = JSON.stringify([request.kind, query.term?.toLowerCase() ?? null, query.filters]);
  void engine
    .request(() => answer(request, query, key))
    // A list that lost a download may be missing entries: the next request for it searches again.
    .catch((error: unknown) => {
      resultLists.delete(key);
      throw error;
    })
    .then((result): ListingReply => ({ id: request.id, ok: true, ...result }))
    .catch((error: unknown): ListingReply => ({
      id: request.id,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    }))
    .then((reply) => scope.postMessage(reply));
});
