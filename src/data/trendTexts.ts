/** What the /trends list and its islands say on screen (a trend's own page: the dictionary's `trend` slice). */

export const TREND_TEXTS = {
  searchLabel: 'Search trends',
  searchPlaceholder: 'Search trends or hashtags...',
  categoryGroupLabel: 'Filter by category',
  resultsHeading: 'All Trends',
  /** The live count above the grid. */
  matchCount: (count: number) => (count === 1 ? '1 trend matches' : `${count} trends match`),
  clearFilters: 'Clear Filters',
  filtering: 'Finding trends…',
  filterFailed: 'The trends could not be searched just now. Check your connection and try again.',
  retry: 'Try Again',
  /** Before a card's spotted date. */
  spottedBefore: 'Spotted ',
  teaserBadge: 'Coming Soon',
  teaserText: 'Pro members will get every trend report, with the full insights and examples.',
  teaserListLabel: 'Locked trend reports',
  teaserUpgrade: 'Upgrade to Pro',
} as const;

/** The "Last updated" line of /trends is fixed text, not a build date. */
export const TRENDS_LAST_UPDATED = 'Last updated: June 15, 2024';
/** What the /trends list says when no trend matches the filter. */
export const NO_TRENDS_MESSAGE = 'No trends found matching your criteria.';
