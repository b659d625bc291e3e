// Site search over a built site, run in Node: the build's own Pagefind engine (pagefind/pagefind.js),
// started with the options the search worker gives it, asked the text the worker asks for a visitor's
// query, its answer turned into cards and counts by the same functions. Its downloads are read from the
// build folder. What the index finds and ranks is checked with this, in milliseconds a query; the browser
// tests keep what needs the page (typing, states, history, the worker itself).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { RESULTS_PAGE_SIZE, SEARCH_EXCERPT_WORDS, SEARCH_RANKING, type SearchFilter } from '@/data/search';
import { categoryCounts, pagefindFilters, type CategoryCounts } from '@/lib/search/categories';
import { cleanSearchQuery, toPagefindQuery } from '@/lib/search/query';
import { toResultCard, type PagefindFragment } from '@/lib/search/resultCard';
import type { BuiltSite } from './builtSite';

/** What /search shows for a query: its first page of result links, in order, and the filter counts. */
export interface SearchAnswer {
  links: string[];
  counts: CategoryCounts;
}

interface PagefindEngine {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  filters: () => Promise<unknown>;
  search: (
    term: string,
    options: { filters: Record<string, string> },
  ) => Promise<{
    results: { data: () => Promise<PagefindFragment> }[];
    unfilteredResultCount: number;
    totalFilters?: Record<string, Record<string, number>>;
  } | null>;
}

/**
 * The origin a build's engine believes it was loaded from, one per build folder ('dist' →
 * http://dist.search.test); nothing is asked of the network.
 */
const originOf = (site: BuiltSite) => `http://${site.dist.replace(/[^a-z0-9-]/gi, '-')}.search.test`;

/**
 * Pagefind downloads through the global fetch: answers for the build's origin come from its folder;
 * anything else goes to the fetch before it (another build's, or the network).
 */
function serveFromBuild(site: BuiltSite): void {
  const origin = originOf(site);
  const earlierFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), origin);
    if (url.origin !== origin) return earlierFetch(input, init);
    const file = site.fileFor(url.pathname);
    if (!file) return new Response('Not found', { status: 404 });
    return new Response(await readFile(file));
  };
}

/** Starts the build's search engine; each build gets an engine of its own (Pagefind keeps module state). */
export async function openSiteSearch(
  site: BuiltSite,
): Promise<(text: string, filter?: SearchFilter) => Promise<SearchAnswer>> {
  serveFromBuild(site);
  const moduleUrl = `${pathToFileURL(join(site.dist, 'pagefind', 'pagefind.js')).href}?build=${encodeURIComponent(site.dist)}`;
  const pagefind = (await import(/* @vite-ignore */ moduleUrl)) as PagefindEngine;
  await pagefind.options({
    basePath: `${originOf(site)}${site.base}pagefind/`,
    excerptLength: SEARCH_EXCERPT_WORDS,
    ranking: SEARCH_RANKING,
  });
  await pagefind.init();
  await pagefind.filters();

  return async (text, filter = 'All') => {
    const query = cleanSearchQuery(text);
    if (query === null) throw new Error(`"${text}" is a blank query: the page searches nothing for it`);
    const response = await pagefind.search(toPagefindQuery(query), { filters: pagefindFilters(filter) });
    const handles = response?.results ?? [];
    const fragments = await Promise.all(handles.slice(0, RESULTS_PAGE_SIZE).map((handle) => handle.data()));
    return {
      links: fragments.flatMap((fragment) => toResultCard(fragment)?.link ?? []),
      counts: categoryCounts(response?.totalFilters?.category, response?.unfilteredResultCount ?? 0),
    };
  };
}
