/** The /search page's document title. */
import { SITE_NAME } from '@/data/site';
import { fillTemplate } from '@/lib/dictionaries';

/** The page's own title and the one with a query ('Search results for "{query}"'), in the page's language. */
export interface SearchPageTitles {
  pageTitle: string;
  resultsTitle: string;
}

/** The document title for /search with or without a query (SeoHead's "{page} | {site}" pattern). */
export function searchPageTitle(query: string | null, titles: SearchPageTitles): string {
  return `${query ? fillTemplate(titles.resultsTitle, { query }) : titles.pageTitle} | ${SITE_NAME}`;
}
