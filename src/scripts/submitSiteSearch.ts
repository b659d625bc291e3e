/** Submitting a site search from the header box or the /search page: in place on /search, else a navigation. */
import { $searchPageActive, $searchRequest } from '@/stores/search';
import { normalizeQuery, searchUrl } from '@/lib/siteSearch';

/**
 * Sends the visitor to the results for `text`. On /search the page's island listens to the
 * shared store and updates in place; elsewhere this navigates to `searchPage` (the page's own language's
 * search page, as the header form's action names it). Returns false for blank text.
 */
export function submitSiteSearch(text: string, searchPage?: string): boolean {
  const query = normalizeQuery(text);
  if (query === null) return false;
  if ($searchPageActive.get()) $searchRequest.set({ query, at: Date.now() });
  else window.location.assign(searchUrl(query, searchPage));
  return true;
}
