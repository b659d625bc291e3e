/** What the earnings calculator says on screen (its report, toasts and constants are in earnings.ts). */

export const CALCULATOR_TEXTS = {
  inputsHeading: 'Your numbers',
  followersLabel: 'Followers',
  /** After the followers count written with separators, under the field. */
  followersHintAfter: ' followers',
  engagementLabel: 'Engagement rate',
  postsLabel: 'Posts per month',
  /** Around the posts maximum, under the field. */
  postsHintBefore: 'Up to ',
  postsHintAfter: ' posts a month.',
  resultsHeading: 'Estimated monthly earnings',
  totalLabel: 'Total range',
  totalPeriod: 'per month',
  viewsPerVideo: 'Views per video',
  creatorFund: 'Creator Fund',
  creatorFundRange: (range: string) => `Range ${range}`,
  brandDeals: 'Brand deals',
  affiliate: 'Affiliate',
  fromFollowers: (followers: string) => `From ${followers} followers`,
  share: 'Share',
  download: 'Download',
  chartCaption: 'Monthly range by source',
  chartLow: 'Low',
  chartHigh: 'High',
} as const;
