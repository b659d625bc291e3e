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
} as const;
