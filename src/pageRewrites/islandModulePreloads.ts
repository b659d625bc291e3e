/**
 * Names in a page's head every module its load-time islands need (renderer, component and their
 * static imports), so React DOM downloads with the page instead of after the renderer that imports it:
 * an island's code is found only when its renderer runs and imports React, which imports React DOM, a
 * chain of downloads one after the other. Only for pages whose largest content is drawn by the island
 * (the search results): on a page that paints its main content from HTML, the same preloads compete
 * with that paint (on /trends Lighthouse's LCP went from 1.2 s to 1.8 s). Islands that wait
 * (client:idle, client:visible) are never preloaded.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { moduleClosure, stylesheetLinks } from '../lib/pageLoads';
import type { PageRewrite } from './pageRewriter';

/** The component and renderer modules of the islands that hydrate as soon as the page loads. */
export function eagerIslandModules(html: string): string[] {
  const urls = new Set<string>();
  for (const [island] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    if (!/\bclient="load"/.test(island)) continue;
    for (const [, url] of island.matchAll(/\b(?:renderer-url|component-url)="([^"]+)"/g)) urls.add(url);
  }
  return [...urls];
}

/**
 * The page with a modulepreload link for each URL it does not already load by a script tag or a
 * preload, placed after the head's scripts: just before its first stylesheet link, or else at the end
 * of the head.
 */
export function withModulePreloads(html: string, urls: readonly string[]): string {
  const present = new Set(
    [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"[^>]*>/g)]
      .filter(([tag]) => tag.startsWith('<script') || /rel="modulepreload"/.test(tag))
      .map(([, url]) => url),
  );
  const links = urls
    .filter((url) => !present.has(url))
    .map((url) => `<link rel="modulepreload" href="${url}">`)
    .join('');
  const headEnd = html.indexOf('</head>');
  if (!links || headEnd < 0) return html;
  const firstSheet = stylesheetLinks(html.slice(0, headEnd))[0];
  const at = firstSheet ? html.indexOf(firstSheet.tag) : headEnd;
  return html.slice(0, at) + links + html.slice(at);
}

/**
 * `base` is the site's base path ('/' or '/folder/'): module URLs start with it, files in dist do not.
 * `routes` are the pages to preload for, as site paths without the base ('/search').
 */
export function islandModulePreloads(base: string, routes: readonly string[]): PageRewrite {
  const pages = new Set(routes);
  let dist = '';
  return {
    name: 'island modules preloaded',
    start: (folder) => {
      dist = folder;
    },
    rewrite: (html, page) => {
      if (!pages.has(page)) return html;
      const entries = eagerIslandModules(html);
      if (entries.length === 0) return html;
      const readModule = (url: string) => readFileSync(join(dist, url.slice(base.length - 1)), 'utf8');
      return withModulePreloads(html, moduleClosure(entries, readModule));
    },
  };
}
