// Byte budgets per route kind, in one place read by the budget check and the bench.
export const KB = 1024;

export type RouteKind = 'content' | 'interactive';

export const BUDGETS: Record<RouteKind, { jsGzip: number; react: boolean; htmlGzip: number | null }> = {
  content: { jsGzip: 6 * KB, react: false, htmlGzip: 14 * KB },
  interactive: { jsGzip: 80 * KB, react: true, htmlGzip: null },
};

/**
 * The one stylesheet every page shares (Tailwind's utilities for the whole site). It is downloaded
 * once and cached, so it has a budget of its own rather than counting again on every page.
 */
export const SHARED_CSS_GZIP_BUDGET = 12 * KB;

/** HTML + CSS a first visit should fit in one network round trip (about 14 KB); reported, see README. */
export const FIRST_VISIT_HTML_CSS_GOAL = 14 * KB;

/**
 * Interactive routes: the islands the spec needs. /products is a coming-soon page (the spec's route
 * table) with a vote list, so it counts as interactive like every other coming-soon page.
 */
const INTERACTIVE = [
  /^\/calculator$/,
  /^\/tools\/hashtag-generator$/,
  /^\/tutorials$/,
  /^\/trends(\/[^/]+)?$/,
  /^\/search$/,
  /^\/coming-soon(\/[^/]+)?$/,
  /^\/products$/,
  /^\/contact$/,
];

export function routeKind(route: string): RouteKind {
  return INTERACTIVE.some((pattern) => pattern.test(route)) ? 'interactive' : 'content';
}
