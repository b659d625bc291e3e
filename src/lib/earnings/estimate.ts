/** The monthly earnings estimate: views per video, Creator Fund range, brand deals, affiliate and the total range. */
import {
  AFFILIATE_MIN_FOLLOWERS,
  AFFILIATE_RATE_PER_1000_VIEWS,
  BRAND_DEAL_MIN_FOLLOWERS,
  BRAND_DEAL_TIERS,
  CREATOR_FUND_HIGH_RATE_PER_1000_VIEWS,
  CREATOR_FUND_LOW_RATE_PER_1000_VIEWS,
  TOTAL_MAX_BRAND_AND_AFFILIATE_SHARE,
  TOTAL_MIN_BRAND_AND_AFFILIATE_SHARE,
} from '@/data/earnings';
import { ENGAGEMENT_STEPS_PER_PERCENT, normalizeEarningsInputs, type EarningsInputs } from './inputs';

/** Every money figure is in whole dollars per month. */
export interface EarningsEstimate {
  viewsPerVideo: number;
  creatorFund: { low: number; high: number; average: number };
  brandDeals: number;
  affiliate: number;
  total: { min: number; max: number };
}

/** Views per video: followers × engagement %, rounded to a whole view. */
export function viewsPerVideo(followers: number, engagementPercent: number): number {
  // Engagement is whole tenths of a percent, so followers × tenths is an exact integer and a result of
  // exactly x.5 views rounds up as it would by hand instead of drifting to x.4999….
  const engagementSteps = Math.round(engagementPercent * ENGAGEMENT_STEPS_PER_PERCENT);
  return Math.round((followers * engagementSteps) / (100 * ENGAGEMENT_STEPS_PER_PERCENT));
}

const MICRO_DOLLARS_PER_DOLLAR = 1_000_000;

/** Dollars a month earned at `ratePer1000Views` over every view of every post; not rounded. */
function perThousandViews(views: number, postsPerMonth: number, ratePer1000Views: number): number {
  // Same reason as viewsPerVideo: an integer rate in micro-dollars keeps the product exact.
  const rateMicroDollars = Math.round(ratePer1000Views * MICRO_DOLLARS_PER_DOLLAR);
  return (views * postsPerMonth * rateMicroDollars) / (1000 * MICRO_DOLLARS_PER_DOLLAR);
}

/** Monthly brand-deal income by follower tier; nothing below the minimum follower count. */
export function brandDealsFor(followers: number): number {
  if (followers < BRAND_DEAL_MIN_FOLLOWERS) return 0;
  const tier = BRAND_DEAL_TIERS.find((candidate) => followers < candidate.below);
  return tier?.amount ?? 0;
}

/** The figures behind the estimate before any rounding, in dollars per month (views excepted). */
export function unroundedEarnings(inputs: EarningsInputs) {
  const { followers, engagementPercent, postsPerMonth } = normalizeEarningsInputs(inputs);
  const views = viewsPerVideo(followers, engagementPercent);
  return {
    views,
    fundLow: perThousandViews(views, postsPerMonth, CREATOR_FUND_LOW_RATE_PER_1000_VIEWS),
    fundHigh: perThousandViews(views, postsPerMonth, CREATOR_FUND_HIGH_RATE_PER_1000_VIEWS),
    brandDeals: brandDealsFor(followers),
    affiliate:
      followers >= AFFILIATE_MIN_FOLLOWERS ? perThousandViews(views, postsPerMonth, AFFILIATE_RATE_PER_1000_VIEWS) : 0,
  };
}

/**
 * The monthly estimate. Each displayed figure is rounded to whole dollars on its own, and the average
 * and the totals are computed from the unrounded parts and rounded once at the end: rounding the parts
 * first would add up to four rounding errors into a total (e.g. $33.10 shown as $34).
 */
export function estimateEarnings(inputs: EarningsInputs): EarningsEstimate {
  const { views, fundLow, fundHigh, brandDeals, affiliate } = unroundedEarnings(inputs);
  const totalMin = fundLow + TOTAL_MIN_BRAND_AND_AFFILIATE_SHARE * (brandDeals + affiliate);
  const totalMax = fundHigh + TOTAL_MAX_BRAND_AND_AFFILIATE_SHARE * (brandDeals + affiliate);
  return {
    viewsPerVideo: views,
    creatorFund: {
      low: Math.round(fundLow),
      high: Math.round(fundHigh),
      average: Math.round((fundLow + fundHigh) / 2),
    },
    brandDeals: Math.round(brandDeals),
    affiliate: Math.round(affiliate),
    total: { min: Math.round(totalMin), max: Math.round(totalMax) },
  };
}
