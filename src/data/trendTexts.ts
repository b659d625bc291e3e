/** What a trend's page and islands (its Save/Share and tracker) say on screen. */

export const TREND_TEXTS = {
  save: 'Save',
  saved: 'Saved',
  share: 'Share',
  trackerHeading: 'Track This Trend',
  bookmark: 'Bookmark',
  removeBookmark: 'Remove Bookmark',
  shareTrend: 'Share This Trend',
} as const;
