/** The search query: how the q parameter is read and cleaned, and what text Pagefind is asked for. */
import { MAX_QUERY_LENGTH } from '@/data/search';
import { normalizeQuery } from '@/lib/siteSearch';

/** A query as the page shows and searches it: trimmed, one-spaced and capped; null when blank. */
export function cleanSearchQuery(text: string): string | null {
  const query = normalizeQuery(text.replace(/\s+/g, ' '));
  return query === null ? null : query.slice(0, MAX_QUERY_LENGTH).trimEnd();
}

/** The q parameter of a location's query string (see cleanSearchQuery); null when absent or blank. */
export function readSearchQuery(search: string): string | null {
  const raw = new URLSearchParams(search).get('q');
  return raw === null ? null : cleanSearchQuery(raw);
}

/**
 * The text handed to Pagefind for a visitor's query. Pagefind keeps a hyphenated word whole, so
 * "content-ideas" would only match that exact compound; splitting letter-hyphen-letter into two
 * words finds the pages about content ideas, as the footer link promises. Numbers such as 5-5-5 stay whole.
 */
export function toPagefindQuery(query: string): string {
  return query
    .replace(/(?<=\p{L})[-_‐–—]+(?=\p{L})/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
