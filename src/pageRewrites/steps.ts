/**
 * The steps every rendered page goes through, in order. Built from plain settings (they cross into
 * each worker thread), so every worker builds the same list.
 */
import { pageCsp } from './pageCsp';
import { inlineCriticalCss } from './criticalCss';
import { islandModulePreloads } from './islandModulePreloads';
import { islandStylesInHead } from './islandStylesInHead';
import type { PageRewrite } from './pageRewriter';

export interface PageRewriteSettings {
  /** The site's base path, '/' or '/folder/'. */
  base: string;
  /** Hashes ('sha256-…') of the styles inserted at run time, allowed on every page (runtimeStyleHashes()). */
  runtimeHashes: readonly string[];
}

export function pageRewriteSteps({ base, runtimeHashes }: PageRewriteSettings): PageRewrite[] {
  return [
    // the search results are the island's own drawing: its code is worth asking for from the HTML;
    islandModulePreloads(base, ['/search']),
    // Astro writes its island stylesheet in the body, where HTML allows a style element only as a first child;
    islandStylesInHead(),
    // each page carries the CSS its first paint needs and loads the full stylesheet without blocking;
    inlineCriticalCss(base),
    // last, as it allows the inline code the steps above inserted: each page's CSP lists only its own
    // inline code's hashes (and those of styles inserted at run time) and comes first in the head.
    pageCsp(runtimeHashes),
  ];
}
