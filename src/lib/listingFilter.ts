/**
 * The URL rules every filtered listing shares (tutorials, trends; the calculator's parameters too): a
 * search text in `q` and a category in `category`, read and written the same way everywhere. Known
 * values match case-insensitively, parameters that belong to others (campaign tags) are kept in place,
 * and defaults are left out so the plain address stays the plain address.
 */

/** The category value that lets every category through; the default. */
export const ALL_CATEGORIES = 'All';

/**
 * The category names a listing island needs: those that differ from their value (a pill or badge shows
 * the value itself otherwise), so an English page sends none.
 */
export function renamedCategories(names: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(names).filter(([value, name]) => value !== name));
}

/** A listing's filter: the search text as typed and a category (or ALL_CATEGORIES). */
export interface ListingFilter {
  /** As typed; matching trims it, and a blank one is the default. */
  query: string;
  /** One of the listing's categories, or ALL_CATEGORIES. */
  category: string;
}

/** The unfiltered state, which the server renders. */
export const DEFAULT_LISTING_FILTER: ListingFilter = { query: '', category: ALL_CATEGORIES };

/** URL parameters of a listing's filter. */
const QUERY_PARAM = 'q';
const CATEGORY_PARAM = 'category';

/** Whether the filter narrows the list (a non-blank search text or a category). */
export function isListingFiltered({ query, category }: ListingFilter): boolean {
  return query.trim() !== '' || category !== ALL_CATEGORIES;
}

/**
 * The known value a parameter names, ignoring case and surrounding spaces ('  safety ' is 'Safety'),
 * so a hand-edited link still works; undefined for a missing or unknown value.
 */
export function matchKnownValue(requested: string | null, known: readonly string[]): string | undefined {
  const wanted = (requested ?? '').trim().toLowerCase();
  if (!wanted) return undefined;
  return known.find((value) => value.toLowerCase() === wanted);
}

/**
 * The query string ('' or '?…') with each named parameter set (null or '' deletes it). Other
 * parameters keep their values and order; a parameter already present keeps its position.
 */
export function withSearchParams(currentSearch: string, changes: Readonly<Record<string, string | null>>): string {
  const params = new URLSearchParams(currentSearch);
  for (const [name, value] of Object.entries(changes)) {
    if (value) params.set(name, value);
    else params.delete(name);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Reads a listing's filter from a query string; a missing or unknown category means All. */
export function readListingFilter(search: string, categories: readonly string[]): ListingFilter {
  const params = new URLSearchParams(search);
  return {
    query: params.get(QUERY_PARAM) ?? '',
    category: matchKnownValue(params.get(CATEGORY_PARAM), categories) ?? ALL_CATEGORIES,
  };
}

/** The query string for a filter: a blank search and All are left out, other parameters kept. */
export function writeListingFilter({ query, category }: ListingFilter, currentSearch = ''): string {
  return withSearchParams(currentSearch, {
    [QUERY_PARAM]: query.trim() ? query : null,
    [CATEGORY_PARAM]: category === ALL_CATEGORIES ? null : category,
  });
}
