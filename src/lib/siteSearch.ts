/** The site search's query rule and address, shared by the header box, the footer and the /search page. */
import { withBase } from './sitePaths';

/** Trimmed query, or null when there is nothing to search for (non-blank after trimming). */
export function normalizeQuery(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed : null;
}

export function searchUrl(query: string): string {
  return withBase(`/search?q=${encodeURIComponent(query)}`);
}
