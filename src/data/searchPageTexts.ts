/** What the /search page's island says on screen besides the spec's own texts (SEARCH_TEXTS in data/search.ts). */

export const SEARCH_PAGE_TEXTS = {
  formLabel: 'Site search',
  inputLabel: 'Search query',
  submit: 'Search',
  /** For screen readers once results are in. */
  resultCount: (total: number, query: string) => `${total} ${total === 1 ? 'result' : 'results'} for "${query}"`,
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
  /** The empty result's sentence; the filter is named unless it is All. */
  nothingMatches: (query: string, filter: string | null) =>
    `Nothing ${filter === null ? '' : `in ${filter} `}matches "${query}". Try another word or browse our tutorials.`,
  loadingMore: 'Loading…',
  showMore: 'Show more results',
  filterGroupLabel: 'Filter results by category',
  /** A filter's count before the query's counts are known. */
  countUnknown: '–',
  popularTopicColumn: 'Topic',
  popularDescriptionColumn: "What you'll find",
  popularActionColumn: 'Action',
  popularSearch: 'Search',
  popularSearchLabel: (topic: string) => `Search ${topic}`,
} as const;
