/** The site-wide search entry point shared by the header box and the /search page. */
import { $searchPageActive, $searchRequest } from '../stores/search';
import { withBase } from './sitePaths';

/** Trimmed query, or null when there is nothing to search for (SPEC §5: non-blank after trimming). */
export function normalizeQuery(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed : null;
}

export function searchUrl(query: string): string {
  return withBase(`/search?q=${encodeURIComponent(query)}`);
}

/**
 * Sends the visitor to the results for `text`. On /search the page's island listens to the
 * shared store and updates in place; elsewhere this navigates. Returns false for blank text.
 */
export function submitSiteSearch(text: string): boolean {
  const query = normalizeQuery(text);
  if (query === null) return false;
  if ($searchPageActive.get()) $searchRequest.set({ query, at: Date.now() });
  else window.location.assign(searchUrl(query));
  return true;
}
