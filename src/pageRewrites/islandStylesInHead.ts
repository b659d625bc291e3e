/**
 * Moves Astro's island stylesheet from a page's body into its head. Astro writes
 * `<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>` just before the first
 * island, wherever that is in the body, and has no option to put it elsewhere; HTML allows a style
 * element in the body only as the first child of its parent, so most pages would be invalid.
 */
import type { PageRewrite } from './pageRewriter';

/** Astro's island stylesheet: rules for its own wrapper elements only. */
const ISLAND_STYLE = /<style>astro-island,[^<]*<\/style>/g;

/** The island stylesheet's element in `html` and its rules, or null. */
export function islandStyleOf(html: string): { element: string; css: string } | null {
  const element = html.match(ISLAND_STYLE)?.[0];
  return element ? { element, css: element.slice('<style>'.length, -'</style>'.length) } : null;
}

/** The page with its island stylesheet at the end of the head instead of in the body; unchanged without one. */
export function withIslandStylesInHead(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const rest = html.slice(headEnd);
  const style = rest.match(ISLAND_STYLE)?.[0];
  if (!style) return html;
  return html.slice(0, headEnd) + style + rest.replace(ISLAND_STYLE, '');
}

export function islandStylesInHead(): PageRewrite {
  return { name: 'island styles moved into the head', rewrite: withIslandStylesInHead };
}
