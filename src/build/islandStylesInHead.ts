/**
 * As each page is rendered, moves Astro's island stylesheet from the page's body into the head
 * (src/build/islandStyles.ts says why), so each page is valid HTML under any checker.
 */
import { withIslandStylesInHead } from './islandStyles';
import type { PageRewrite } from './pageRewrites';

export function islandStylesInHead(): PageRewrite {
  return { name: 'island styles moved into the head', rewrite: withIslandStylesInHead };
}
