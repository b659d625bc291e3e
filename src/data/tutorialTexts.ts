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

/**
 * The fixed facts of /tutorials/hashtag-strategy, shown in the page's language (the dictionary's
 * `tutorial` texts): its read time in minutes, its date and how many readers found it helpful.
 */
export const HASHTAG_STRATEGY_PAGE = {
  readTime: 5,
  date: '2024-05-15',
  helpfulCount: 124,
};
