/**
 * The earnings calculator's constants: defaults, input ranges, rates and brand-deal tiers (its texts are
 * the `calculator` slice of src/i18n).
 */

export const DEFAULT_FOLLOWERS = 10000;
export const DEFAULT_ENGAGEMENT_PERCENT = 5;
export const DEFAULT_POSTS_PER_MONTH = 15;

/** Followers and posts per month are counts: whole numbers from this minimum. */
export const COUNT_MIN = 0;
/** Posts stop at 100 a month. */
export const POSTS_MAX = 100;
/** The engagement slider: 0% to 20% in 0.1% steps. */
export const ENGAGEMENT_MIN = 0;
export const ENGAGEMENT_MAX = 20;
export const ENGAGEMENT_STEP = 0.1;

export const CREATOR_FUND_LOW_RATE_PER_1000_VIEWS = 0.02;
export const CREATOR_FUND_HIGH_RATE_PER_1000_VIEWS = 0.04;
export const AFFILIATE_RATE_PER_1000_VIEWS = 0.5;
export const AFFILIATE_MIN_FOLLOWERS = 5000;
export const BRAND_DEAL_MIN_FOLLOWERS = 10000;

/** How much of brand deals and affiliate income each end of the total range counts. */
export const TOTAL_MIN_BRAND_AND_AFFILIATE_SHARE = 0.5;
export const TOTAL_MAX_BRAND_AND_AFFILIATE_SHARE = 1;

export interface BrandDealTier {
  /** The tier applies to follower counts strictly below this. */
  below: number;
  /** Dollars per month. */
  amount: number;
}

/** Ordered by `below`; the first tier whose bound exceeds the follower count applies. */
export const BRAND_DEAL_TIERS: readonly BrandDealTier[] = [
  { below: 10000, amount: 0 },
  { below: 50000, amount: 50 },
  { below: 100000, amount: 150 },
  { below: 500000, amount: 500 },
  { below: 1000000, amount: 1500 },
  { below: Infinity, amount: 5000 },
];

/** The typical engagement range the slider's hint cites. */
export const AVERAGE_ENGAGEMENT_HINT = { minPercent: 3, maxPercent: 9 } as const;

/** Creator Fund eligibility cited by the calculator page's guidance. */
export const CREATOR_FUND_ELIGIBILITY = {
  minFollowers: 10000,
  minViewsLast30Days: 100000,
  minAge: 18,
} as const;

/** Query parameter names that keep the calculator's inputs in the URL. */
export const EARNINGS_SEARCH_PARAMS = {
  followers: 'followers',
  engagementPercent: 'engagement',
  postsPerMonth: 'posts',
} as const;
