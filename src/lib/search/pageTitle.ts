/** The /search page's document title. */
import { SITE_NAME } from '@/data/site';

/** The document title for /search with or without a query (SeoHead's "{page} | {site}" pattern). */
export function searchPageTitle(query: string | null): string {
  return query ? `Search results for "${query}" | ${SITE_NAME}` : `Search | ${SITE_NAME}`;
}
