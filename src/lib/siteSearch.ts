/** The site search's query rule and address, shared by the header box, the footer and the /search page. */
import { withBase } from './sitePaths';

/** Trimmed query, or null when there is nothing to search for (non-blank after trimming). */
export function normalizeQuery(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed : null;
}

/**
 * The results address for `query` on the search page at `searchPage` (base included; English by
 * default). Letters and digits of every script stay as written ('?q=الربح', not six bytes of percent
 * escapes per Arabic letter): only what would end or change the query is escaped (space, &, #, +, %...).
 */
export function searchUrl(query: string, searchPage: string = withBase('/search')): string {
  return `${searchPage}?q=${query.replace(/[^\p{L}\p{M}\p{N}\-._~]/gu, (character) => encodeURIComponent(character))}`;
}
