/** The /trends listing in English: its hero, the hot strip, the methodology and the filter island's texts. */
export const trendListing = {
  title: 'TikTok Trend Reports',
  badge: 'Trend Reports',
  subtitle: 'The short-video trends rising right now, with the hashtags, insights and examples to act on them.',
  /** {date}: the day the reports were last reviewed, as the page's language writes a date. */
  lastUpdated: 'Last updated: {date}',
  hotHeading: 'Hot Right Now',
  newsletterTitle: 'Get New Trends Before They Peak',
  methodology: {
    heading: 'How We Spot Trends',
    intro: 'Our trend reports are researched by hand from public TikTok data, and refreshed as trends rise and fade.',
    steps: [
      {
        title: 'We watch hashtag growth',
        text: 'Each report starts from hashtags whose views grow fast over 7 to 30 days. The growth rate on every trend is the rise in that window.',
      },
      {
        title: 'We check that creators adopt it',
        text: 'One viral video is not a trend. We look for the same format picked up by many creators, across several niches and account sizes.',
      },
      {
        title: 'We keep only what you can join honestly',
        text: 'Formats that rely on bots, engagement bait, misleading edits or unsafe stunts are left out, however fast they grow.',
      },
    ],
  },
  /** What TrendFilters (and the results it draws) says; the island gets this group only. */
  island: {
    searchLabel: 'Search trends',
    searchPlaceholder: 'Search trends or hashtags...',
    categoryGroupLabel: 'Filter by category',
    allCategories: 'All',
    resultsHeading: 'All Trends',
    /** The live count above the grid. */
    matchCount: { one: '{count} trend matches', other: '{count} trends match' },
    noMatches: 'No trends found matching your criteria.',
    clearFilters: 'Clear Filters',
    filtering: 'Finding trends…',
    filterFailed: 'The trends could not be searched just now. Check your connection and try again.',
    retry: 'Try Again',
    /** Before a card's spotted date. */
    spottedBefore: 'Spotted ',
    teaser: {
      badge: 'Coming Soon',
      /** Spec text, with no singular form in English (other languages may have one). */
      heading: { one: 'Unlock {count} More Trend Reports', other: 'Unlock {count} More Trend Reports' },
      text: 'Pro members will get every trend report, with the full insights and examples.',
      listLabel: 'Locked trend reports',
      /** The locked matches beyond the named ones. */
      more: { one: '+ {count} more trends', other: '+ {count} more trends' },
      upgrade: 'Upgrade to Pro',
    },
  },
};
