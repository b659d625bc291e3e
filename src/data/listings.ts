/**
 * How the long listings (/tutorials, /trends) are cut up, so a page's weight does not grow with the
 * collection: the cards of one page, a capped featured row, and a filter index that answers a query by
 * downloading only the parts of the index that query needs. Also how many related cards a detail page
 * shows.
 */
import { FREE_TREND_REPORTS } from './pricing';

/** Cards on each page of /tutorials (and in each "Show more" step of a filtered list): 4 rows of 3. */
export const TUTORIALS_PAGE_SIZE = 12;

/** The featured row shows the newest featured tutorials, at most this many (2 rows of 2). */
export const FEATURED_TUTORIALS_MAX = 4;

/** The 'Hot Right Now' strip shows the newest featured trends, at most this many. */
export const HOT_TRENDS_MAX = 6;

/** The day /trends says its reports were last reviewed (fixed, not the build's date). */
export const TRENDS_LAST_UPDATED_DAY = '2024-06-15';

/** Matches shown in full on /trends; the free plan's allowance, so the two never disagree. */
export const TRENDS_GRID_SIZE = FREE_TREND_REPORTS;
/** Locked trends named in the teaser before it summarises the rest as '+ N more trends'. */
const TEASER_TITLES_SHOWN = 3;
/** How many matches the /trends list draws at most: the grid and the teaser's named titles. */
export const TRENDS_SHOWN = TRENDS_GRID_SIZE + TEASER_TITLES_SHOWN;

/**
 * A trend collection this small goes to the /trends island whole and is filtered in the page, by the
 * spec's substring rule and with no download; a larger one ships only what the list draws.
 */
export const TRENDS_IN_PAGE_MAX = 24;

/** Related trends: this many are fetched, the current one is dropped, and at most RELATED_TRENDS_SHOWN remain. */
export const RELATED_TRENDS_FETCHED = 4;
export const RELATED_TRENDS_SHOWN = 3;

/** The store is asked for this many related tutorials; the page shows fewer in each place. */
export const RELATED_TUTORIALS_FETCHED = 6;
export const SIDEBAR_RELATED_MAX = 5;
export const MORE_TUTORIALS_MAX = 3;

/** Page numbers shown on each side of the current one in the pager, besides the first and the last. */
export const PAGER_NEIGHBOURS = 1;

/**
 * The folder of the listings' filter index (Pagefind, built from titles, descriptions and hashtags
 * only), beside the site search's /pagefind/.
 */
export const LISTING_INDEX_FOLDER = '/listing-index/';
