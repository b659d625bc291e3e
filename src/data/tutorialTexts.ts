/** The fixed texts of /tutorials/hashtag-strategy. */
export const HASHTAG_STRATEGY_PAGE = {
  readTimeLabel: '5 min read',
  dateLabel: 'May 15, 2024',
  helpfulNote: '124 people found this helpful',
} as const;
