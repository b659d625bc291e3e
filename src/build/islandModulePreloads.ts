/**
 * As each page is rendered, names in a page's head every module its load-time islands need (renderer,
 * component and their static imports), so React DOM downloads with the page instead of after the
 * renderer that imports it. Only for pages whose largest content is drawn by the island (the search
 * results): on a page that paints its main content from HTML, the same preloads compete with that
 * paint (on /trends Lighthouse's LCP went from 1.2 s to 1.8 s). Islands that wait (client:idle,
 * client:visible) are never preloaded.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eagerIslandModules, moduleClosure, withModulePreloads } from './modulePreloads';
import type { PageRewrite } from './pageRewrites';

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
