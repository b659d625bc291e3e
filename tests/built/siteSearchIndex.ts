// Site search over a built site, run in Node: the build's own Pagefind engine (pagefind/pagefind.js),
// started with the options the search worker gives it on the index of the page's language, asked the
// text the worker asks for a visitor's query, its answer turned into cards and counts by the same
// functions. From a page in another language than English, English's index is asked too, for the
// entries with no translation, as the worker does. Its downloads are read from the build folder. What
// the index finds and ranks is checked with this, in milliseconds a query; the browser tests keep what
// needs the page (typing, states, history, the worker itself).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/data/languages';
import { RESULTS_PAGE_SIZE, SEARCH_EXCERPT_WORDS, SEARCH_RANKING, type SearchFilter } from '@/data/search';
import { categoryCounts, pagefindFilters, type CategoryCounts } from '@/lib/search/categories';
import { cleanSearchQuery, toPagefindQuery } from '@/lib/search/query';
import { toResultCard, type PagefindFragment, type SearchResultCard } from '@/lib/search/resultCard';
import { countsWith, inSearchFilter, translatedEntries, untranslatedCards } from '@/lib/search/untranslatedResults';
import { initPagefindInLanguage, pagefindIndexKey, pagefindIndexLanguages } from '@/scripts/pagefindLanguage';
import type { BuiltSite } from './builtSite';

/** What /search shows for a query: its first page of result links, in order, and the filter counts. */
export interface SearchAnswer {
  links: string[];
  counts: CategoryCounts;
  /** The links among them shown as English results on a page in another language (labelled, hreflang). */
  english: string[];
}

/** The part of a build the engine reads. */
export type SearchedBuild = Pick<BuiltSite, 'dist' | 'base' | 'fileFor'>;

type FilterCounts = Record<string, Record<string, number>>;

interface PagefindEngine {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  filters: () => Promise<FilterCounts>;
  search: (
    term: string,
    options: { filters: Record<string, string> },
  ) => Promise<{
    results: { data: () => Promise<PagefindFragment> }[];
    unfilteredResultCount: number;
    totalFilters?: FilterCounts;
  } | null>;
}

/**
 * The origin a build's engine believes it was loaded from, one per build folder ('dist' →
 * http://dist.search.test); nothing is asked of the network.
 */
const originOf = (site: SearchedBuild) => `http://${site.dist.replace(/[^a-z0-9-]/gi, '-')}.search.test`;

const served = new Set<string>();

/**
 * Pagefind downloads through the global fetch: answers for the build's origin come from its folder;
 * anything else goes to the fetch before it (another build's, or the network).
 */
function serveFromBuild(site: SearchedBuild): void {
  const origin = originOf(site);
  if (served.has(origin)) return;
  served.add(origin);
  const earlierFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), origin);
    if (url.origin !== origin) return earlierFetch(input, init);
    const file = site.fileFor(url.pathname);
    if (!file) return new Response('Not found', { status: 404 });
    return new Response(await readFile(file));
  };
}

/**
 * One language's engine on the build's index (Pagefind keeps module state: each build and each language
 * gets a module of its own, English the build's plain one, as in the worker).
 */
async function startEngine(site: SearchedBuild, indexLanguage: string): Promise<PagefindEngine> {
  const instance =
    indexLanguage === pagefindIndexKey(LANGUAGES[DEFAULT_LANGUAGE].htmlLang) ? '' : `&instance=${indexLanguage}`;
  const moduleUrl = `${pathToFileURL(join(site.dist, 'pagefind', 'pagefind.js')).href}?build=${encodeURIComponent(site.dist)}${instance}`;
  const pagefind = (await import(/* @vite-ignore */ moduleUrl)) as PagefindEngine;
  await pagefind.options({
    basePath: `${originOf(site)}${site.base}pagefind/`,
    excerptLength: SEARCH_EXCERPT_WORDS,
    ranking: SEARCH_RANKING,
  });
  await initPagefindInLanguage(pagefind, indexLanguage);
  await pagefind.filters();
  return pagefind;
}

/** A result to show: one still to load from its index, or a card made already. */
type ResultItem = { data: () => Promise<PagefindFragment> } | { card: SearchResultCard };

/** Starts the build's search as the search page in `language` runs it. */
export async function openSiteSearch(
  site: SearchedBuild,
  language: Language = DEFAULT_LANGUAGE,
): Promise<(text: string, filter?: SearchFilter) => Promise<SearchAnswer>> {
  serveFromBuild(site);
  const english = await startEngine(site, pagefindIndexKey(LANGUAGES[DEFAULT_LANGUAGE].htmlLang));
  const indexLanguage = pagefindIndexKey(LANGUAGES[language].htmlLang);
  const bundle = `${originOf(site)}${site.base}pagefind/`;
  let own: PagefindEngine | null = english;
  if (language !== DEFAULT_LANGUAGE) {
    const languages = await pagefindIndexLanguages((url) => fetch(url), bundle, undefined);
    own = languages.has(indexLanguage) ? await startEngine(site, indexLanguage) : null;
  }
  const translated = own && own !== english ? translatedEntries(await own.filters()) : new Set<string>();

  return async (text, filter = 'All') => {
    const query = cleanSearchQuery(text);
    if (query === null) throw new Error(`"${text}" is a blank query: the page searches nothing for it`);
    const term = toPagefindQuery(query);
    const response = own ? await own.search(term, { filters: pagefindFilters(filter) }) : null;
    const items: ResultItem[] = [...(response?.results ?? [])];
    let counts = categoryCounts(response?.totalFilters?.category, response?.unfilteredResultCount ?? 0);
    if (language !== DEFAULT_LANGUAGE) {
      const englishResponse = await english.search(term, { filters: {} });
      const fragments = await Promise.all((englishResponse?.results ?? []).map((handle) => handle.data()));
      const cards = untranslatedCards(fragments, translated, LANGUAGES[DEFAULT_LANGUAGE].htmlLang);
      counts = countsWith(counts, cards);
      items.push(...cards.filter((card) => inSearchFilter(card, filter)).map((card) => ({ card })));
    }
    const cards = await Promise.all(
      items
        .slice(0, RESULTS_PAGE_SIZE)
        .map(async (item) => ('card' in item ? item.card : toResultCard(await item.data()))),
    );
    const shown = cards.filter((card): card is SearchResultCard => card !== null);
    return {
      links: shown.map((card) => card.link),
      counts,
      english: shown.filter((card) => card.language !== undefined).map((card) => card.link),
    };
  };
}
