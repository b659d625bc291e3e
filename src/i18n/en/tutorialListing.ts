/** The /tutorials listing in English: its hero, and the listing island's texts (search, pills, cards, pager). */
export const tutorialListing = {
  title: 'TikTok Growth Tutorials',
  /** The title of /tutorials/page/N. */
  numberedTitle: '{title} (page {page})',
  badge: 'Practical, Ethical Growth Strategies',
  subtitle: 'Practical guides and strategies to help you grow your TikTok presence ethically and effectively',
  /** What TutorialBrowser (and the cards it draws) says; the island gets this group only. */
  island: {
    searchLabel: 'Search tutorials',
    searchPlaceholder: 'Search tutorials...',
    searchHint: 'Popular searches: algorithm, hashtags, engagement, trending sounds',
    featuredHeading: 'Featured Tutorials',
    categoryGroupLabel: 'Filter by category',
    allCategories: 'All',
    listHeading: 'All Tutorials',
    countLine: { one: '{count} tutorial available', other: '{count} tutorials available' },
    noMatches: 'No tutorials found matching your criteria.',
    clearFilters: 'Clear Filters',
    filtering: 'Finding tutorials…',
    filterFailed: 'The tutorials could not be searched just now. Check your connection and try again.',
    retry: 'Try Again',
    showMore: 'Show more tutorials',
    pagerLabel: 'Tutorial pages',
    previousPage: 'Previous',
    nextPage: 'Next',
    pageLabel: 'Page {page}',
    card: {
      featuredBadge: 'Featured',
      readTime: '{minutes} min read',
      readMore: 'Read tutorial →',
    },
  },
};
