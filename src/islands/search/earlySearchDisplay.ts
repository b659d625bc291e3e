/**
 * The display of a block the search page shows while its query loads: after hydration, shown (flex);
 * before it, server-rendered and shown only when the page's first script found a query in the address
 * and marked the root with EARLY_SEARCH_ATTRIBUTE (the `early-search` variant of src/styles/global.css).
 */
export function loadingBlockDisplay(beforeHydration: boolean): string {
  return beforeHydration ? 'hidden early-search:flex' : 'flex';
}
