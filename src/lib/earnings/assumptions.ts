/** "How this is calculated": the rates, tiers and thresholds behind the estimate, worded for a disclosure. */
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
import { brandDealsFor } from './estimate';
import { formatDollars, formatNumber, formatPercent, formatRate } from './format';

/** One titled group of the "How this is calculated" table. */
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
    const from = index === 0 ? 0 : BRAND_DEAL_TIERS[index - 1].below;
    // Priced through brandDealsFor so the table cannot disagree with the estimate.
    return { label: followerRangeLabel(from, tier.below), value: formatDollars(brandDealsFor(from)) };
  });
}

function sharePercent(share: number): string {
  return formatPercent(share * 100);
}

/** The assumptions table, worded from the same constants the estimate uses. */
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
        { label: 'Low estimate', value: `${formatRate(CREATOR_FUND_LOW_RATE_PER_1000_VIEWS)} ${perPost}` },
        { label: 'High estimate', value: `${formatRate(CREATOR_FUND_HIGH_RATE_PER_1000_VIEWS)} ${perPost}` },
        { label: 'Figure shown', value: 'The average of the low and high estimates' },
      ],
    },
    {
      title: `Brand deals (from ${formatNumber(BRAND_DEAL_MIN_FOLLOWERS)} followers, per month)`,
      items: brandDealItems(),
    },
    {
      title: `Affiliate marketing (from ${formatNumber(AFFILIATE_MIN_FOLLOWERS)} followers)`,
      items: [{ label: 'Commission', value: `${formatRate(AFFILIATE_RATE_PER_1000_VIEWS)} ${perPost}` }],
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
