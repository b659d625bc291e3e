/**
 * After the build, moves Astro's island stylesheet of every page from the body into the head
 * (src/lib/islandStyles.ts says why), so each page is valid HTML under any checker.
 */
import { withIslandStylesInHead } from './islandStyles';
import type { PageRewrite } from './builtPages';

export function islandStylesInHead(): PageRewrite {
  return { name: 'island styles moved into the head', rewrite: withIslandStylesInHead };
}
