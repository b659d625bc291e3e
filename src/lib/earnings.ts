/** Earnings calculator: input parsing, the monthly estimate of SPEC §9, its text report and its URL state. */

export const DEFAULT_FOLLOWERS = 10000;
export const DEFAULT_ENGAGEMENT_PERCENT = 5;
export const DEFAULT_POSTS_PER_MONTH = 15;

export const FOLLOWERS_MIN = 0;
export const POSTS_MIN = 0;
export const POSTS_MAX = 100;
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

export const AVERAGE_ENGAGEMENT_HINT = { minPercent: 3, maxPercent: 9 } as const;
export const AVERAGE_ENGAGEMENT_HINT_TEXT = `Average engagement is ${AVERAGE_ENGAGEMENT_HINT.minPercent}% to ${AVERAGE_ENGAGEMENT_HINT.maxPercent}%`;

export const EARNINGS_REPORT_FILENAME = 'earnings-estimate.txt';

/** Query parameter names that keep the calculator's inputs in the URL. */
export const EARNINGS_SEARCH_PARAMS = {
  followers: 'followers',
  engagementPercent: 'engagement',
  postsPerMonth: 'posts',
} as const;

export interface EarningsInputs {
  followers: number;
  engagementPercent: number;
  postsPerMonth: number;
}

export const DEFAULT_EARNINGS_INPUTS: Readonly<EarningsInputs> = {
  followers: DEFAULT_FOLLOWERS,
  engagementPercent: DEFAULT_ENGAGEMENT_PERCENT,
  postsPerMonth: DEFAULT_POSTS_PER_MONTH,
};

/** Every money figure is in whole dollars per month. */
export interface EarningsEstimate {
  viewsPerVideo: number;
  creatorFund: { low: number; high: number; average: number };
  brandDeals: number;
  affiliate: number;
  total: { min: number; max: number };
}

// ---------------------------------------------------------------------------------------------------
// Parsing (SPEC §5)

/**
 * Plain decimal notation, optionally with an exponent: what an <input type="number"> can hold.
 * Anything else ("12abc", "0x10", "") is not a number and becomes 0, rather than parseInt's "12".
 */
const DECIMAL_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

function toFiniteNumber(input: string | number): number {
  const value = typeof input === 'number' ? input : DECIMAL_NUMBER.test(input.trim()) ? Number(input) : NaN;
  // Infinity (typed as 1e309, which overflows) is no count of anything: treating it as "too big" and
  // clamping to the maximum would turn a typo into the largest possible result, so it counts as a
  // non-number like NaN.
  return Number.isFinite(value) ? value : 0;
}

function clamp(value: number, min: number, max: number): number {
  // `+ 0` turns -0 (from truncating e.g. -0.5) into 0, so it never prints as "-0".
  return Math.min(Math.max(value, min), max) + 0;
}

/**
 * A whole number of at least 0: truncated like parseInt ("2.7" gives 2), a non-number gives 0, and it
 * stops at `max` when given. Without a max it stops at Number.MAX_SAFE_INTEGER, past which integers
 * are no longer exact.
 */
export function parseWholeNumber(input: string | number, { max = Number.MAX_SAFE_INTEGER }: { max?: number } = {}): number {
  return clamp(Math.trunc(toFiniteNumber(input)), 0, max);
}

export function parseFollowers(input: string | number): number {
  return parseWholeNumber(input);
}

export function parsePostsPerMonth(input: string | number): number {
  return parseWholeNumber(input, { max: POSTS_MAX });
}

const ENGAGEMENT_STEPS_PER_PERCENT = Math.round(1 / ENGAGEMENT_STEP);

/** 0 to 20, snapped to the slider's 0.1 steps; dividing a whole count of steps avoids 0.30000000000000004. */
export function parseEngagementPercent(input: string | number): number {
  const steps = Math.round(toFiniteNumber(input) * ENGAGEMENT_STEPS_PER_PERCENT);
  return clamp(steps / ENGAGEMENT_STEPS_PER_PERCENT, ENGAGEMENT_MIN, ENGAGEMENT_MAX);
}

/** Brings any inputs into range, so the estimate never shows NaN or a negative figure. */
export function normalizeEarningsInputs(inputs: EarningsInputs): EarningsInputs {
  return {
    followers: parseFollowers(inputs.followers),
    engagementPercent: parseEngagementPercent(inputs.engagementPercent),
    postsPerMonth: parsePostsPerMonth(inputs.postsPerMonth),
  };
}

// ---------------------------------------------------------------------------------------------------
// The estimate (SPEC §9)

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

export function brandDealsFor(followers: number): number {
  if (followers < BRAND_DEAL_MIN_FOLLOWERS) return 0;
  const tier = BRAND_DEAL_TIERS.find((candidate) => followers < candidate.below);
  return tier?.amount ?? 0;
}

/** The figures behind the estimate before any rounding, in dollars per month (views excepted). */
function unroundedParts(inputs: EarningsInputs) {
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
  const { views, fundLow, fundHigh, brandDeals, affiliate } = unroundedParts(inputs);
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

// ---------------------------------------------------------------------------------------------------
// The breakdown chart

export interface EarningsBreakdownRow {
  id: 'creatorFund' | 'brandDeals' | 'affiliate';
  label: string;
  /** Whole dollars per month: this source's share of the total minimum and of the total maximum. */
  low: number;
  high: number;
  /** low and high as a percentage of the largest `high` of all rows: the bar lengths. 0 when all are 0. */
  lowPercent: number;
  highPercent: number;
}

/**
 * Each income source's low and high end, as the total range counts them: Creator Fund low and high,
 * and brand deals and affiliate at their minimum and maximum shares. Rounded from the unrounded
 * parts, like the estimate.
 */
export function earningsBreakdown(inputs: EarningsInputs): EarningsBreakdownRow[] {
  const { fundLow, fundHigh, brandDeals, affiliate } = unroundedParts(inputs);
  const ranges = [
    { id: 'creatorFund', label: 'Creator Fund', low: fundLow, high: fundHigh },
    {
      id: 'brandDeals',
      label: 'Brand deals',
      low: brandDeals * TOTAL_MIN_BRAND_AND_AFFILIATE_SHARE,
      high: brandDeals * TOTAL_MAX_BRAND_AND_AFFILIATE_SHARE,
    },
    {
      id: 'affiliate',
      label: 'Affiliate marketing',
      low: affiliate * TOTAL_MIN_BRAND_AND_AFFILIATE_SHARE,
      high: affiliate * TOTAL_MAX_BRAND_AND_AFFILIATE_SHARE,
    },
  ] as const;
  const rounded = ranges.map((range) => ({ ...range, low: Math.round(range.low), high: Math.round(range.high) }));
  const scale = Math.max(...rounded.map((row) => row.high));
  const percentOfScale = (value: number) => (scale === 0 ? 0 : (value / scale) * 100);
  return rounded.map((row) => ({ ...row, lowPercent: percentOfScale(row.low), highPercent: percentOfScale(row.high) }));
}

// ---------------------------------------------------------------------------------------------------
// Formatting and the report

const dollarFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const rateFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const numberFormat = new Intl.NumberFormat('en-US');
const reportDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** "$1,234": whole dollars with thousands separators. */
export function formatDollars(amount: number): string {
  return dollarFormat.format(amount);
}

/** "1,234" (and "5.5" for fractions). */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

export function formatPercent(percent: number): string {
  return `${formatNumber(percent)}%`;
}

/** "$5" or "$3 to $6". */
export function dollarRange(low: number, high: number): string {
  return low === high ? formatDollars(low) : `${formatDollars(low)} to ${formatDollars(high)}`;
}

function creatorFundLine({ low, high, average }: EarningsEstimate['creatorFund']): string {
  const range = low === high ? '' : ` (${dollarRange(low, high)})`;
  return `- Creator Fund: ${formatDollars(average)}${range}`;
}

export const EARNINGS_SHARE_TOAST = {
  title: 'Copied to clipboard!',
  description: 'Share your estimated earnings with friends.',
} as const;
export const EARNINGS_DOWNLOAD_TOAST = {
  title: 'Report Downloaded!',
  description: 'Your earnings report has been downloaded.',
} as const;

/** Creator Fund eligibility cited by the calculator page's guidance (SPEC §9). */
export const CREATOR_FUND_ELIGIBILITY = {
  minFollowers: 10000,
  minViewsLast30Days: 100000,
  minAge: 18,
} as const;

export const EARNINGS_REPORT_TITLE = 'TikTok Earnings Estimate';
export const EARNINGS_DISCLAIMER =
  'This is an estimate only. Actual earnings vary with niche, audience, content quality and platform rules.';

/** The plain-text report shared to the clipboard and saved by Download. */
export function earningsReportText(
  inputs: EarningsInputs,
  estimate: EarningsEstimate,
  { url, date }: { url?: string; date?: Date } = {},
): string {
  const { followers, engagementPercent, postsPerMonth } = normalizeEarningsInputs(inputs);
  const lines = [
    EARNINGS_REPORT_TITLE,
    ...(date ? [`Date: ${reportDateFormat.format(date)}`] : []),
    '',
    'Your numbers',
    `- Followers: ${formatNumber(followers)}`,
    `- Engagement rate: ${formatPercent(engagementPercent)}`,
    `- Posts per month: ${formatNumber(postsPerMonth)}`,
    '',
    'Estimated monthly earnings',
    `- Views per video: ${formatNumber(estimate.viewsPerVideo)}`,
    creatorFundLine(estimate.creatorFund),
    `- Brand deals: ${formatDollars(estimate.brandDeals)}`,
    `- Affiliate marketing: ${formatDollars(estimate.affiliate)}`,
    `- Total: ${dollarRange(estimate.total.min, estimate.total.max)} per month`,
    '',
    EARNINGS_DISCLAIMER,
    ...(url ? [`Calculated at ${url}`] : []),
  ];
  return `${lines.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------------
// "How this is calculated"

export interface EarningsAssumptionGroup {
  title: string;
  items: { label: string; value: string }[];
}

function followerRangeLabel(from: number, below: number): string {
  if (from === 0) return `Under ${formatNumber(below)} followers`;
  if (below === Infinity) return `${formatNumber(from)}+ followers`;
  return `${formatNumber(from)} to ${formatNumber(below - 1)} followers`;
}

function brandDealItems(): EarningsAssumptionGroup['items'] {
  return BRAND_DEAL_TIERS.map((tier, index) => {
    const from = index === 0 ? 0 : (BRAND_DEAL_TIERS[index - 1] as BrandDealTier).below;
    // Priced through brandDealsFor so the table cannot disagree with the estimate.
    return { label: followerRangeLabel(from, tier.below), value: formatDollars(brandDealsFor(from)) };
  });
}

function sharePercent(share: number): string {
  return formatPercent(share * 100);
}

/** The rates, tiers and thresholds behind the estimate, worded for a disclosure next to the calculator. */
export function earningsAssumptions(): EarningsAssumptionGroup[] {
  const perPost = 'per 1,000 views, per post';
  return [
    {
      title: 'Views per video',
      items: [{ label: 'Views per video', value: 'Followers × engagement rate, rounded to a whole number' }],
    },
    {
      title: 'Creator Fund',
      items: [
        { label: 'Low estimate', value: `${rateFormat.format(CREATOR_FUND_LOW_RATE_PER_1000_VIEWS)} ${perPost}` },
        { label: 'High estimate', value: `${rateFormat.format(CREATOR_FUND_HIGH_RATE_PER_1000_VIEWS)} ${perPost}` },
        { label: 'Figure shown', value: 'The average of the low and high estimates' },
      ],
    },
    {
      title: `Brand deals (from ${formatNumber(BRAND_DEAL_MIN_FOLLOWERS)} followers, per month)`,
      items: brandDealItems(),
    },
    {
      title: `Affiliate marketing (from ${formatNumber(AFFILIATE_MIN_FOLLOWERS)} followers)`,
      items: [{ label: 'Commission', value: `${rateFormat.format(AFFILIATE_RATE_PER_1000_VIEWS)} ${perPost}` }],
    },
    {
      title: 'Total range',
      items: [
        {
          label: 'Minimum',
          value: `Creator Fund low + ${sharePercent(TOTAL_MIN_BRAND_AND_AFFILIATE_SHARE)} of brand deals + ${sharePercent(TOTAL_MIN_BRAND_AND_AFFILIATE_SHARE)} of affiliate`,
        },
        {
          label: 'Maximum',
          value: `Creator Fund high + ${sharePercent(TOTAL_MAX_BRAND_AND_AFFILIATE_SHARE)} of brand deals + ${sharePercent(TOTAL_MAX_BRAND_AND_AFFILIATE_SHARE)} of affiliate`,
        },
        { label: 'Rounding', value: 'Every figure is rounded to whole dollars' },
      ],
    },
  ];
}

// ---------------------------------------------------------------------------------------------------
// URL state

/** Missing parameters take the defaults; present ones go through the same parsing as typed input. */
export function earningsInputsFromSearchParams(params: URLSearchParams): EarningsInputs {
  return {
    followers: parseFollowers(params.get(EARNINGS_SEARCH_PARAMS.followers) ?? DEFAULT_FOLLOWERS),
    engagementPercent: parseEngagementPercent(
      params.get(EARNINGS_SEARCH_PARAMS.engagementPercent) ?? DEFAULT_ENGAGEMENT_PERCENT,
    ),
    postsPerMonth: parsePostsPerMonth(params.get(EARNINGS_SEARCH_PARAMS.postsPerMonth) ?? DEFAULT_POSTS_PER_MONTH),
  };
}

/** True when the query string carries any calculator input, so the page should show those instead of the defaults. */
export function hasEarningsSearchParams(params: URLSearchParams): boolean {
  return Object.values(EARNINGS_SEARCH_PARAMS).some((name) => params.has(name));
}

/**
 * The query string (with "?") for `inputs`, keeping any unrelated parameters of `currentSearch`
 * (such as campaign tags) and their order.
 */
export function earningsSearchWith(currentSearch: string, inputs: EarningsInputs): string {
  const params = new URLSearchParams(currentSearch);
  earningsInputsToSearchParams(inputs).forEach((value, name) => params.set(name, value));
  return `?${params.toString()}`;
}

export function earningsInputsToSearchParams(inputs: EarningsInputs): URLSearchParams {
  const { followers, engagementPercent, postsPerMonth } = normalizeEarningsInputs(inputs);
  return new URLSearchParams({
    [EARNINGS_SEARCH_PARAMS.followers]: String(followers),
    [EARNINGS_SEARCH_PARAMS.engagementPercent]: String(engagementPercent),
    [EARNINGS_SEARCH_PARAMS.postsPerMonth]: String(postsPerMonth),
  });
}
