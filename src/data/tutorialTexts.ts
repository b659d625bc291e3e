/**
 * The fixed facts of /tutorials/hashtag-strategy, shown in the page's language (the dictionary's
 * `tutorial` texts): its read time in minutes, its date and how many readers found it helpful.
 */
export const HASHTAG_STRATEGY_PAGE = {
  readTime: 5,
  date: '2024-05-15',
  helpfulCount: 124,
};
