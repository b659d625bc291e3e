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
 * first screen may need of its HTML as the servers send it (the stored brotli or gzip copy), so the
 * visitor sees the whole first screen after one trip; the rest of a long page streams in behind it.
 */
export const FIRST_SCREEN_BYTES = 14_000;

/**
 * Interactive routes: the islands the spec needs. /products is a coming-soon page (the spec's route
 * table) with a vote list, so it counts as interactive like every other coming-soon page. A listing's
 * later pages (/tutorials/page/2) carry the same island as its first.
 */
const INTERACTIVE = [
  /^\/calculator$/,
  /^\/tools\/hashtag-generator$/,
  /^\/tutorials(\/page\/\d+)?$/,
  /^\/trends(\/[^/]+|\/page\/\d+)?$/,
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
 * The kind of page a route is, for the first-screen check: its path in English with an entry's or a
 * listing page's own segment as '*' ('/es/tutorials/x' -> '/tutorials/*'), so each language's guides
 * are one kind.
 */
export function pageKind(route: string): string {
  const { path } = splitLanguagePath(route);
  return path.replace(/^\/(tutorials|trends|coming-soon)\/(page\/)?[^/]+$/, '/$1/$2*');
}
