// The byte budgets of ENGINEERING.md §4, by route kind. One place, read by the budget check and the bench.
export const KB = 1024;

export const BUDGETS = {
  content: { jsGzip: 6 * KB, react: false, htmlCssGzip: 14 * KB },
  interactive: { jsGzip: 80 * KB, react: true, htmlCssGzip: null },
};

/**
 * Interactive routes: the islands the spec needs. /products is a coming-soon page (SPEC §2 route
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

export function routeKind(route) {
  return INTERACTIVE.some((pattern) => pattern.test(route)) ? 'interactive' : 'content';
}
