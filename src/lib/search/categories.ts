/** The category filters: which category a result is in, what Pagefind is asked to filter, and the buttons' counts. */
import { SEARCH_CATEGORIES, type SearchCategory } from '@/data/contentCategories';
import type { SearchFilter } from '@/data/search';

/** How many results each filter button stands for. */
export type CategoryCounts = Record<SearchFilter, number>;

/**
 * Filter-button counts from Pagefind's per-category totals for the query (ignoring the active
 * filter). All is the total of the query's results.
 */
export function categoryCounts(totals: Record<string, number> | undefined, unfilteredTotal: number): CategoryCounts {
  const counts = { All: unfilteredTotal } as CategoryCounts;
  for (const category of SEARCH_CATEGORIES) counts[category] = Math.max(0, Math.trunc(totals?.[category] ?? 0));
  return counts;
}

/** Whether a page's category metadata names one of the search categories. */
export function isSearchCategory(value: unknown): value is SearchCategory {
  return typeof value === 'string' && (SEARCH_CATEGORIES as readonly string[]).includes(value);
}

/** Pagefind's filter option for a filter button (All filters nothing). */
export function pagefindFilters(filter: SearchFilter): Record<string, string> {
  return filter === 'All' ? {} : { category: filter };
}
