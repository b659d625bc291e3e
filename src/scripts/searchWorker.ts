/**
 * The site search, run in a Web Worker: Pagefind's engine, its WebAssembly and every index download
 * stay off the page's main thread, so a phone keeps painting and scrolling while a query runs.
 * Pagefind runs inline here (it starts a worker of its own only from a page). Downloads are
 * retried, and a query that lost one fails (src/scripts/pagefindWorkerEngine.ts).
 *
 * Pagefind keeps one index per page language. A page searches its own language's index; a page in
 * another language than English then also searches English's, for the entries with no translation
 * (src/lib/search/untranslatedResults.ts), each index with an engine of its own.
 */
import { DEFAULT_LANGUAGE } from '@/data/languages';
import { SEARCH_CACHE_MS, SEARCH_EXCERPT_WORDS, SEARCH_RANKING } from '@/data/search';
import { categoryCounts, pagefindFilters } from '@/lib/search/categories';
import { toPagefindQuery } from '@/lib/search/query';
import { relatedSearches, type RelatedSearchTerms } from '@/lib/search/relatedSearches';
import { toResultCard, type PagefindFragment, type SearchResultCard } from '@/lib/search/resultCard';
import { countsWith, inSearchFilter, translatedEntries, untranslatedCards } from '@/lib/search/untranslatedResults';
import { createTtlCache } from '@/lib/ttlCache';
import { lazyLoad } from '@/lib/lazyLoad';
import type { FetchLike } from '@/lib/retry';
import { languageCopy } from './languageCopies';
import {
  initPagefindInLanguage,
  pagefindIndexKey,
  pagefindIndexLanguages,
  pagefindStartFiles,
  readPagefindEntry,
} from './pagefindLanguage';
import { createPagefindWorkerEngine, type PagefindBase } from './pagefindWorkerEngine';
import type {
  IndexLocation,
  SearchOutcome,
  SearchQuestion,
  SearchReply,
  SearchRequest,
  WarmUpRequest,
} from './searchWorkerProtocol';

interface PagefindResultHandle {
  id: string;
  data: () => Promise<PagefindFragment>;
}

type PagefindFilterCounts = Record<string, Record<string, number>>;

interface PagefindModule extends PagefindBase {
  filters: () => Promise<PagefindFilterCounts>;
  preload: (term: string, options?: { filters?: Record<string, string> }) => Promise<void>;
  search: (
    term: string,
    options?: { filters?: Record<string, string> },
  ) => Promise<{
    results: PagefindResultHandle[];
    unfilteredResultCount: number;
    totalFilters?: PagefindFilterCounts;
  } | null>;
}

/** A query to search, with the index to search it in. */
type SearchAsked = Extract<SearchQuestion, { kind: 'search' }> & IndexLocation;

/** One index of the bundle: the engine instance it runs in and the `<html lang>` it was built from. */
type LanguageIndex = IndexLocation & { indexLanguage: string; instance?: string };

interface WorkerScope {
  fetch: FetchLike;
  navigator?: { onLine: boolean };
  postMessage: (message: SearchReply) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent<SearchRequest | WarmUpRequest>) => void) => void;
}

const scope = self as unknown as WorkerScope;

/** Each language's Related Searches terms, a file of its own: the worker downloads only its page's. */
const RELATED_TERMS = import.meta.glob<RelatedSearchTerms>('../i18n/*/searchTerms.ts', { import: 'searchTerms' });

const NO_RELATED_TERMS: RelatedSearchTerms = { byKeyword: [], fallback: [] };

/**
 * The page language's Related Searches terms. Their download starts with the search and is awaited after
 * it, so a lost download means a search without chips, never a failed search or an unhandled rejection.
 */
async function relatedTermsOf(language: string): Promise<RelatedSearchTerms> {
  try {
    return (await languageCopy(RELATED_TERMS, 'searchTerms', language)?.()) ?? NO_RELATED_TERMS;
  } catch {
    return NO_RELATED_TERMS;
  }
}

const engine = createPagefindWorkerEngine<PagefindModule, LanguageIndex>({
  scope,
  importModule: (url) => import(/* @vite-ignore */ url) as Promise<PagefindModule>,
  sleep: (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  // Offline, a lost download fails at once: "Search is unavailable" shows now, not after the retries.
  isOffline: () => scope.navigator?.onLine === false,
  lostDownloadMessage: 'A search index file could not be downloaded',
  async start(pagefind, { bundleUrl, indexTag, indexLanguage }) {
    await pagefind.options({
      basePath: bundleUrl,
      excerptLength: SEARCH_EXCERPT_WORDS,
      ranking: SEARCH_RANKING,
      metaCacheTag: indexTag,
    });
    await initPagefindInLanguage(pagefind, indexLanguage);
  },
});

/**
 * Pagefind's search of `term`, with the category filter index (without it Pagefind leaves the
 * per-category counts empty) and the term's index chunks downloaded side by side first.
 */
async function searchWithFilters(pagefind: PagefindModule, term: string, filters: Record<string, string>) {
  await Promise.all([pagefind.filters(), pagefind.preload(term, { filters })]);
  // Pagefind's search would ask again for a chunk the preload lost.
  engine.failIfLost();
  return pagefind.search(term, { filters });
}

/**
 * The index of the page's language (its `<html lang>`), or English's, whose `<html lang>` is its code;
 * English's is the bundle's first engine, as before there were other languages.
 */
function languageIndex(location: IndexLocation, english = false): LanguageIndex {
  const indexLanguage = pagefindIndexKey(english ? DEFAULT_LANGUAGE : location.htmlLang);
  return {
    ...location,
    indexLanguage,
    instance: english || location.language === DEFAULT_LANGUAGE ? undefined : indexLanguage,
  };
}

let loadIndexLanguages: (() => Promise<Set<string>>) | undefined;

/**
 * The languages the bundle has an index for (a language's index exists once a page is written in it).
 * Read after an engine has started, so the download is retried as the engine's are.
 */
function indexLanguages({ bundleUrl, indexTag }: IndexLocation): Promise<Set<string>> {
  loadIndexLanguages ??= lazyLoad(() => pagefindIndexLanguages((url) => scope.fetch(url), bundleUrl, indexTag));
  return loadIndexLanguages();
}

/** A result to show: one still to load from its index, or a card made already. */
type ResultItem = { handle: PagefindResultHandle } | { card: SearchResultCard };

/** Each query's full result list, for "Show more"; kept as long as the page keeps the query's answer. */
const resultLists = createTtlCache<readonly ResultItem[]>(SEARCH_CACHE_MS);
let nextSearchId = 0;

async function cardsOf(items: readonly ResultItem[], from: number, to: number): Promise<SearchResultCard[]> {
  const cards = await Promise.all(
    items.slice(from, to).map(async (item) => ('card' in item ? item.card : toResultCard(await item.handle.data()))),
  );
  return cards.filter((card): card is SearchResultCard => card !== null);
}

/** The query's results in the page language's index (none when the bundle has no index in it). */
async function ownResults(request: SearchAsked) {
  const index = languageIndex(request);
  if (request.language !== DEFAULT_LANGUAGE) {
    await engine.load(languageIndex(request, true));
    if (!(await indexLanguages(request)).has(index.indexLanguage)) return null;
  }
  const pagefind = await engine.load(index);
  const response = await searchWithFilters(pagefind, toPagefindQuery(request.query), pagefindFilters(request.filter));
  return { pagefind, response };
}

/**
 * English pages for a page in another language: those whose entry has no translation in the language
 * (every English match's fragment is read to know its page), as cards, and the counts with them.
 */
async function untranslatedResults(request: SearchAsked, translated: ReadonlySet<string>): Promise<SearchResultCard[]> {
  const index = languageIndex(request, true);
  const pagefind = await engine.load(index);
  const response = await searchWithFilters(pagefind, toPagefindQuery(request.query), {});
  const fragments = await Promise.all((response?.results ?? []).map((handle) => handle.data()));
  return untranslatedCards(fragments, translated, index.indexLanguage);
}

async function search(request: SearchAsked): Promise<SearchOutcome> {
  const relatedTerms = relatedTermsOf(request.language);
  const own = await ownResults(request);
  const items: ResultItem[] = (own?.response?.results ?? []).map((handle) => ({ handle }));
  let counts = categoryCounts(own?.response?.totalFilters?.category, own?.response?.unfilteredResultCount ?? 0);
  if (request.language !== DEFAULT_LANGUAGE) {
    const translated = own ? translatedEntries(await own.pagefind.filters()) : new Set<string>();
    const english = await untranslatedResults(request, translated);
    counts = countsWith(counts, english);
    items.push(...english.filter((card) => inSearchFilter(card, request.filter)).map((card) => ({ card })));
  }
  const searchId = nextSearchId++;
  resultLists.set(String(searchId), items);
  return {
    searchId,
    total: items.length,
    counts,
    cards: await cardsOf(items, 0, request.firstCards),
    related: relatedSearches(request.query, await relatedTerms),
  };
}

/**
 * Downloads at once what starting the engines of a search in `location`'s language would ask for one
 * after another: Pagefind's module and its entry file, then each index's metadata and WebAssembly
 * (English's too, for a page in another language). The island's first query starts from memory.
 */
async function prefetchStartFiles(location: IndexLocation): Promise<void> {
  const own = languageIndex(location);
  const indexes = location.language === DEFAULT_LANGUAGE ? [own] : [own, languageIndex(location, true)];
  for (const index of indexes) engine.importEarly(index).catch(() => {});
  try {
    // The entry file is read by every engine's start and, on a page in another language, by the lookup
    // of the bundle's languages (ownResults): it answers each of them, then is released.
    const entryReads = indexes.length + (location.language === DEFAULT_LANGUAGE ? 0 : 1);
    const entry = await readPagefindEntry(
      (url) => engine.prefetch(url, own, entryReads),
      location.bundleUrl,
      location.indexTag,
    );
    for (const index of indexes) {
      for (const file of pagefindStartFiles(location.bundleUrl, entry, index.indexLanguage))
        engine.prefetch(file, index).catch(() => {});
    }
  } catch {
    // Pagefind downloads what it needs itself, with its retries and failure message.
  }
}

async function moreCards(request: Extract<SearchRequest, { kind: 'cards' }>): Promise<SearchResultCard[]> {
  const items = resultLists.get(String(request.searchId));
  if (!items) throw new Error('These results have expired; search again');
  return cardsOf(items, request.from, request.to);
}

scope.addEventListener('message', ({ data: request }) => {
  if (request.kind === 'warmUp') {
    void prefetchStartFiles(request);
    return;
  }
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
