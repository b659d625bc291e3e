/**
 * How the long listings (/tutorials, /trends) are cut up, so a page's weight does not grow with the
 * collection: the cards of one page, a capped featured row, and a filter index that answers a query by
 * downloading only the parts of the index that query needs.
 */

/** Cards on each page of /tutorials (and in each "Show more" step of a filtered list): 4 rows of 3. */
export const TUTORIALS_PAGE_SIZE = 12;

/** The featured row shows the newest featured tutorials, at most this many (2 rows of 2). */
export const FEATURED_TUTORIALS_MAX = 4;

/** The 'Hot Right Now' strip shows the newest featured trends, at most this many. */
export const HOT_TRENDS_MAX = 6;

/**
 * A trend collection this small goes to the /trends island whole and is filtered in the page, by the
 * spec's substring rule and with no download; a larger one ships only what the list draws.
 */
export const TRENDS_IN_PAGE_MAX = 24;

/** Page numbers shown on each side of the current one in the pager, besides the first and the last. */
export const PAGER_NEIGHBOURS = 1;

/**
 * The folder of the listings' filter index (Pagefind, built from titles, descriptions and hashtags
 * only), beside the site search's /pagefind/.
 */
export const LISTING_INDEX_FOLDER = '/listing-index/';

/** The records the build hands from the pages to the index step; removed once indexed. */
export const LISTING_RECORDS_FILE = '/listing-records.json';
