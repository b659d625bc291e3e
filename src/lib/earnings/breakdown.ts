/** The breakdown chart's rows: each income source's low and high end as the total range counts them. */
import { TOTAL_MAX_BRAND_AND_AFFILIATE_SHARE, TOTAL_MIN_BRAND_AND_AFFILIATE_SHARE } from '@/data/earnings';
import { unroundedEarnings } from './estimate';
import type { EarningsInputs } from './inputs';

/** One income source's bar in the breakdown chart. */
export interface EarningsBreakdownRow {
  /** The source, which names the row (the calculator texts' `chart.sources`). */
  id: 'creatorFund' | 'brandDeals' | 'affiliate';
  /** Whole dollars per month: this source's share of the total minimum and of the total maximum. */
  low: number;
  high: number;
  /** low and high as a percentage of the largest `high` of all rows: the bar lengths. 0 when all are 0. */
  lowPercent: number;
  highPercent: number;
}

/**
 * Creator Fund low and high, and brand deals and affiliate at their minimum and maximum shares.
 * Rounded from the unrounded parts, like the estimate.
 */
export function earningsBreakdown(inputs: EarningsInputs): EarningsBreakdownRow[] {
  const { fundLow, fundHigh, brandDeals, affiliate } = unroundedEarnings(inputs);
  const ranges = [
    { id: 'creatorFund', low: fundLow, high: fundHigh },
    {
      id: 'brandDeals',
      low: brandDeals * TOTAL_MIN_BRAND_AND_AFFILIATE_SHARE,
      high: brandDeals * TOTAL_MAX_BRAND_AND_AFFILIATE_SHARE,
    },
    {
      id: 'affiliate',
      low: affiliate * TOTAL_MIN_BRAND_AND_AFFILIATE_SHARE,
      high: affiliate * TOTAL_MAX_BRAND_AND_AFFILIATE_SHARE,
    },
  ] as const;
  const rounded = ranges.map((range) => ({ ...range, low: Math.round(range.low), high: Math.round(range.high) }));
  const scale = Math.max(...rounded.map((row) => row.high));
  const percentOfScale = (value: number) => (scale === 0 ? 0 : (value / scale) * 100);
  return rounded.map((row) => ({ ...row, lowPercent: percentOfScale(row.low), highPercent: percentOfScale(row.high) }));
}
