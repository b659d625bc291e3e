// Byte budgets per route kind, in one place read by the budget check and the bench. A page in another
// language ('/es/calculator') has the budgets of its English page.
import { splitLanguagePath } from '../src/lib/languagePrefix.ts';
export const KB = 1024;

export type RouteKind = 'content' | 'interactive';

export const BUDGETS: Record<RouteKind, { jsGzip: number; react: boolean }> = {
  content: { jsGzip: 6 * KB, react: false },
  interactive: { jsGzip: 80 * KB, react: true },
};

/**
 * The one stylesheet every page shares (Tailwind's utilities for the whole site). It is downloaded
 * once and cached, so it has a budget of its own rather than counting again on every page.
 */
export const SHARED_CSS_GZIP_BUDGET = 12 * KB;

/**
 * What a new connection's first round trip carries (10 TCP segments, about 14 KB): the most a page's
 * first flight (its HTML, gzip, with nothing else blocking render) may weigh to paint after one trip.
 */
export const FIRST_FLIGHT_BYTES = 14_000;

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
  const { path } = splitLanguagePath(route);
  return INTERACTIVE.some((pattern) => pattern.test(path)) ? 'interactive' : 'content';
}

/**
 * Pages that must paint from the first round trip: every content page kind (home, tutorials including
 * the fixed hashtag-strategy one, trends, the tutorial and trend listings before hydration, the tools
 * overview, pricing, the static pages, the coming-soon pages and the not-found page). The calculator,
 * the hashtag generator and search draw their main content with an island and are reported only.
 */
const FIRST_FLIGHT_PAGES = [
  /^\/$/,
  /^\/tutorials(\/[^/]+)?$/,
  /^\/trends(\/[^/]+)?$/,
  /^\/tools$/,
  /^\/pricing$/,
  /^\/(about|terms|privacy|contact)$/,
  /^\/coming-soon(\/[^/]+)?$/,
  /^\/products$/,
  /^\/404$/,
];

export function paintsFromFirstFlight(route: string): boolean {
  const { path } = splitLanguagePath(route);
  return FIRST_FLIGHT_PAGES.some((pattern) => pattern.test(path));
}
