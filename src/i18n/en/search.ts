/** The site search in English: the /search page around its island, and the island's own texts. */

export const search = {
  /** What the page renders itself: its title and description, and the message without JavaScript. */
  page: {
    title: 'Search',
    description: 'Search TikTok tips, tutorials, tools and trend reports.',
    noscriptTitle: 'Search needs JavaScript',
    noscriptBefore:
      'The search runs in your browser. Turn on JavaScript and reload this page to see results, or find what you need in our guides: browse ',
    noscriptTutorials: 'all tutorials',
    noscriptBetween: ' or the latest ',
    noscriptTrends: 'trend reports',
    noscriptAfter: '.',
  },
  /** The island's texts (it receives only these, as a prop). */
  island: {
    heading: 'Search Results',
    prompt: 'Enter a search term to find TikTok tips, tools, and trends',
    showing: 'Showing results for "{query}"',
    loading: 'Searching for results...',
    related: 'Related Searches',
    emptyTitle: 'No results found',
    clear: 'Clear Search',
    browseTutorials: 'Browse Tutorials',
    popularTitle: 'Popular TikTok Searches',
    /** The page's own box; the header box keeps the site-wide placeholder. */
    boxPlaceholder: 'Try growth, hashtags or brand deals',
    /** The document title, before " | {site name}": without a query it is the page's title. */
    pageTitle: 'Search',
    resultsTitle: 'Search results for "{query}"',
    formLabel: 'Site search',
    inputLabel: 'Search query',
    submit: 'Search',
    /** For screen readers once results are in. */
    resultCount: { one: '{count} result for "{query}"', other: '{count} results for "{query}"' },
    resultsHeading: 'Results',
    unavailableTitle: 'Search is unavailable right now',
    // Also the offline hint: offline, a query whose part of the index this device never downloaded fails
    // here. As short as the sentence it replaced: the search page's JavaScript budget is nearly spent.
    unavailableBefore: 'Offline? Past searches work. Try again, or browse our ',
    unavailableTutorials: 'tutorials',
    unavailableAnd: ' and',
    unavailableTrends: 'trend reports',
    unavailableAfter: '.',
    tryAgain: 'Try again',
    /** The empty result's sentence, with All and with a category filter. */
    nothingMatches: 'Nothing matches "{query}". Try another word or browse our tutorials.',
    nothingMatchesIn: 'Nothing in {filter} matches "{query}". Try another word or browse our tutorials.',
    loadingMore: 'Loading…',
    showMore: 'Show more results',
    filterGroupLabel: 'Filter results by category',
    /** The filter buttons' and result cards' names of each filter (the filter values stay English). */
    filters: { All: 'All', Tutorials: 'Tutorials', Trends: 'Trends', Tools: 'Tools' },
    /** A filter's count before the query's counts are known. */
    countUnknown: '–',
    popularTopicColumn: 'Topic',
    popularDescriptionColumn: "What you'll find",
    popularActionColumn: 'Action',
    popularSearch: 'Search',
    popularSearchLabel: 'Search {topic}',
    /** The "Popular TikTok Searches" table shown while there is no query; `query` is what Search sets. */
    popularTopics: [
      {
        title: 'Growth Strategies',
        description: 'How the For You feed works and habits that grow an audience.',
        query: 'growth',
      },
      { title: 'Hashtag Research', description: 'Choosing a focused hashtag mix and testing it.', query: 'hashtags' },
      {
        title: 'Monetization Tips',
        description: 'Creator payouts, brand deals and what they really pay.',
        query: 'monetization',
      },
      { title: 'Viral Trends', description: 'Formats on the rise and how to make them your own.', query: 'viral' },
      {
        title: 'Content Ideas',
        description: 'Hooks, formats and editing ideas for your next video.',
        query: 'content ideas',
      },
    ],
  },
};
