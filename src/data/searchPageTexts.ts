/** What the /search page's island says on screen besides the spec's own texts (SEARCH_TEXTS in data/search.ts). */

export const SEARCH_PAGE_TEXTS = {
  formLabel: 'Site search',
  inputLabel: 'Search query',
  submit: 'Search',
  /** For screen readers once results are in. */
  resultCount: (total: number, query: string) => `${total} ${total === 1 ? 'result' : 'results'} for "${query}"`,
  resultsHeading: 'Results',
  unavailableTitle: 'Search is unavailable right now',
  unavailableBefore: 'Please try again in a moment, or browse our ',
  unavailableTutorials: 'tutorials',
  unavailableAnd: ' and',
  unavailableTrends: 'trend reports',
  unavailableAfter: '.',
  tryAgain: 'Try again',
  /** Under the unavailable message when the device has no connection. */
  offlineHint:
    'You are offline. Searches whose results this device has kept still work; the rest will once you are back online.',
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
