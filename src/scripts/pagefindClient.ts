/**
 * The page's side of the site search: the Pagefind index that `pagefind --site dist` writes to
 * /pagefind/ is searched in a Web Worker (src/scripts/searchWorker.ts); this module sends it queries,
 * asks for more result cards, and keeps each query's answer for a while so back/forward and a
 * repeated query answer at once.
 */
import { RESULTS_PAGE_SIZE, SEARCH_CACHE_MS, SEARCH_WORKER_NAME, type SearchFilter } from '@/data/search';
import type { CategoryCounts } from '@/lib/search/categories';
import { toPagefindQuery } from '@/lib/search/query';
import type { SearchResultCard } from '@/lib/search/resultCard';
import { createTtlCache } from '@/lib/ttlCache';
import { withBase } from '@/lib/sitePaths';
import { addressLanguage } from '@/lib/languagePrefix';
import { takeEarlyWorker } from './earlySearch';
// Its address, not a constructor: the search page's first inline script starts the same file.
import searchWorkerUrl from './searchWorker.ts?worker&url';
import type {
  IndexLocation,
  SearchAnswerReply,
  SearchQuestion,
  SearchReply,
  SearchRequest,
} from './searchWorkerProtocol';

/** Pagefind's bundle folder; the file only exists after Pagefind has run, so Vite must not resolve it. */
export const PAGEFIND_BUNDLE = withBase('/pagefind/');

/** The search worker's script, for the search page's first inline script (the same file this module starts). */
export const SEARCH_WORKER_URL: string = searchWorkerUrl;

/** The page's meta element naming this build's index (components/search/SearchIndexTag.astro). */
const INDEX_TAG_SELECTOR = 'meta[name="search-index-tag"]';

function indexLocation(): IndexLocation {
  return {
    bundleUrl: new URL(PAGEFIND_BUNDLE, window.location.href).href,
    indexTag: document.querySelector<HTMLMetaElement>(INDEX_TAG_SELECTOR)?.content || undefined,
    language: addressLanguage(location.pathname),
    htmlLang: document.documentElement.lang,
  };
}

let worker: Worker | undefined;
let nextRequestId = 0;
const waiting = new Map<number, { resolve: (reply: SearchAnswerReply) => void; reject: (error: Error) => void }>();

/**
 * The search worker: the one the page's first script started for the address's query, else one started
 * on first use; a worker that failed to start is replaced on the next query.
 */
function searchWorker(): Worker {
  if (worker) return worker;
  const started = takeEarlyWorker() ?? new Worker(SEARCH_WORKER_URL, { type: 'module', name: SEARCH_WORKER_NAME });
  started.addEventListener('message', (event: MessageEvent<SearchReply>) => {
    const reply = event.data;
    const request = waiting.get(reply.id);
    if (!request) return;
    waiting.delete(reply.id);
    if (reply.ok) request.resolve(reply);
    else request.reject(new Error(reply.error));
  });
  // The worker's script could not be loaded or it stopped: fail what it was asked, start afresh next time.
  started.addEventListener('error', () => {
    started.terminate();
    if (worker === started) worker = undefined;
    for (const request of waiting.values()) request.reject(new Error('The search worker stopped'));
    waiting.clear();
  });
  worker = started;
  return started;
}

function ask(question: SearchQuestion): Promise<SearchAnswerReply> {
  const id = nextRequestId++;
  const request: SearchRequest = { ...question, ...indexLocation(), id };
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    searchWorker().postMessage(request);
  });
}

/** One query's outcome: how many results match and the filter counts (cards load separately). */
export interface SiteSearch {
  searchId: number;
  total: number;
  counts: CategoryCounts;
  /** The Related Searches chips for the query. */
  related: string[];
}

/** A query's results with the cards of its first page. */
export interface SearchAnswer {
  search: SiteSearch;
  cards: SearchResultCard[];
}

/** Loads the cards of results [from, to) of a search: only those fragments are downloaded. */
export async function loadResultCards(search: SiteSearch, from: number, to: number): Promise<SearchResultCard[]> {
  const reply = await ask({ kind: 'cards', searchId: search.searchId, from, to });
  if (!('cards' in reply)) throw new Error('The search worker answered a request for cards with a search');
  return reply.cards;
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
  const answer = ask({ kind: 'search', query, filter, firstCards: RESULTS_PAGE_SIZE }).then((reply) => {
    if (!('outcome' in reply)) throw new Error('The search worker answered a search with cards only');
    const { searchId, total, counts, cards, related } = reply.outcome;
    return { search: { searchId, total, counts, related }, cards };
  });
  answers.set(key, answer);
  answer.catch(() => answers.delete(key));
  return answer;
}
