/**
 * The steps every rendered page goes through, in order. Built from plain settings, so each worker
 * thread that rewrites pages builds the same list.
 */
import { runtimeStyleHashes } from './contentSecurityPolicy';
import { inlineCriticalCss } from './inlineCriticalCss';
import { islandModulePreloads } from './islandModulePreloads';
import { islandStylesInHead } from './islandStylesInHead';
import { pageCspHashes } from './pageCspHashes';
import type { PageRewrite } from './pageRewrites';

export interface PageRewriteSettings {
  /** The site's base path, '/' or '/folder/'. */
  base: string;
}

export function pageRewriteSteps({ base }: PageRewriteSettings): PageRewrite[] {
  return [
    // the search results are the island's own drawing: its code is worth asking for from the HTML;
    islandModulePreloads(base, ['/search']),
    // Astro writes its island stylesheet in the body, where HTML allows a style element only as a first child;
    islandStylesInHead(),
    // each page carries the CSS its first paint needs and loads the full stylesheet without blocking;
    inlineCriticalCss(base),
    // then each page's CSP lists only its own inline code's hashes (and sonner's, inserted at run time).
    pageCspHashes(runtimeStyleHashes()),
  ];
}
