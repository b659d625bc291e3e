/** What the /tutorials listing island and its cards say on screen (TutorialCard.astro repeats the card's). */

export const TUTORIAL_TEXTS = {
  searchLabel: 'Search tutorials',
  searchPlaceholder: 'Search tutorials...',
  searchHint: 'Popular searches: algorithm, hashtags, engagement, trending sounds',
  featuredHeading: 'Featured Tutorials',
  categoryGroupLabel: 'Filter by category',
  listHeading: 'All Tutorials',
  noMatches: 'No tutorials found matching your criteria.',
  clearFilters: 'Clear Filters',
  featuredBadge: 'Featured',
  readMore: 'Read tutorial →',
  filtering: 'Finding tutorials…',
  filterFailed: 'The tutorials could not be searched just now. Check your connection and try again.',
  retry: 'Try Again',
  showMore: 'Show more tutorials',
  pagerLabel: 'Tutorial pages',
  previousPage: 'Previous',
  nextPage: 'Next',
  pageLabel: (page: number) => `Page ${page}`,
  pageTitle: (title: string, page: number) => (page > 1 ? `${title} (page ${page})` : title),
} as const;

/** The fixed texts of /tutorials/hashtag-strategy. */
export const HASHTAG_STRATEGY_PAGE = {
  readTimeLabel: '5 min read',
  dateLabel: 'May 15, 2024',
  helpfulNote: '124 people found this helpful',
} as const;
