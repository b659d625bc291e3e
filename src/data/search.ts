/**
 * The site search's constants: timings, sizes, the Pagefind fields and their ranking weights and the
 * filter buttons (the page's texts, popular topics and related-search terms are in its dictionary
 * slices, src/i18n/<language>/search.ts and searchTerms.ts).
 */
import { SEARCH_CATEGORIES, type SearchCategory } from './contentCategories';

/** Each query or filter change shows the loading state this long before the results. */
export const SEARCH_DELAY_MS = 500;
/**
 * On the root element of a search page whose address has a query, set by the page's first script in
 * its head before the first paint: the loading state shows, and the search starts, before the island's
 * code has arrived (components/search/EarlySearch.astro).
 */
export const EARLY_SEARCH_ATTRIBUTE = 'data-early-search';
/** The window property where that script leaves what it started, for the island to take over. */
export const EARLY_SEARCH_PROPERTY = '__earlySiteSearch';
/** The search worker's name (in the browser's developer tools). */
export const SEARCH_WORKER_NAME = 'site-search';

/** A query's results are kept this long, so back/forward and repeating a query need no download. */
export const SEARCH_CACHE_MS = 5 * 60 * 1000;

/** Words around a match in each search result's excerpt. */
export const SEARCH_EXCERPT_WORDS = 26;

/**
 * Searched fields besides the page body, as Pagefind metadata keys on each indexed page: the
 * tutorial's category and the trend's hashtags (title and description are Pagefind's `title` and
 * `description` keys).
 */
export const SEARCH_META_FIELDS = { tutorialCategory: 'tutorial_category', hashtags: 'hashtags' } as const;

/**
 * The Pagefind filter a page in another language than English carries: the English path of the page it
 * translates ('/tutorials/x' on /es/tutorials/x). A search in that language lists the English pages of
 * entries without a translation after its own results; this filter tells which entries have one.
 */
export const SEARCH_TRANSLATES_FILTER = 'translates';

/**
 * Ranking: title above description above category, hashtags or body. Pagefind scores a page as
 * its body score plus, for each metadata field the query matches, the field's weight times the
 * query's rarity (idf). The body score is at most (termSaturation + 1) x idf (diacritic bonus
 * off), so a weight above the sum of every lower field and that maximum puts its field's
 * matches first: 10 > 5 + 1 + 2.4 and 5 > 1 + 2.4.
 */
export const SEARCH_RANKING = {
  termSaturation: 1.4,
  diacriticSimilarity: 0,
  metaWeights: {
    title: 10,
    description: 5,
    [SEARCH_META_FIELDS.tutorialCategory]: 1,
    [SEARCH_META_FIELDS.hashtags]: 1,
  },
} as const;

/** Results whose excerpts are fetched at a time: each one is a separate index fragment download. */
export const RESULTS_PAGE_SIZE = 10;
/** Longer q values are cut: a pasted essay should not become a page-wide heading or a slow query. */
export const MAX_QUERY_LENGTH = 100;
/** How many "Related Searches" chips a result page shows. */
export const RELATED_SEARCH_LIMIT = 6;

/** A filter button: every result, or one search category. */
export type SearchFilter = 'All' | SearchCategory;
/** The filter buttons, in the order the page shows them. */
export const SEARCH_FILTERS: readonly SearchFilter[] = ['All', ...SEARCH_CATEGORIES];
