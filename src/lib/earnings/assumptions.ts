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
import { fillTemplate, pluralText, type PluralTexts } from '@/lib/dictionaries';
import { brandDealsFor } from './estimate';
import { formatDollars, formatPercent, formatRate } from './format';
import { formatNumber } from '../numberFormats';

/** One titled group of the "How this is calculated" table. */
export interface EarningsAssumptionGroup {
  title: string;
  items: { label: string; value: string }[];
}

/**
 * The table's texts (the calculator slice's `assumptions.table`); `{name}` marks a figure. Counted texts
 * take their form from the number their noun follows, `{count}`.
 */
export interface EarningsAssumptionTexts {
  perThousandViews: PluralTexts;
  views: { title: string; label: string; value: string };
  creatorFund: { title: string; low: string; high: string; shown: string; shownValue: string };
  brandDeals: { title: PluralTexts; under: PluralTexts; between: PluralTexts; andUp: PluralTexts };
  affiliate: { title: PluralTexts; commission: string };
  total: {
    title: string;
    minimum: string;
    minimumValue: string;
    maximum: string;
    maximumValue: string;
    rounding: string;
    roundingValue: string;
  };
}

/** Rates are per this many views. */
const RATE_VIEWS = 1000;

/** The assumptions table, worded from the same constants the estimate uses, in `locale`. */
export function earningsAssumptions(texts: EarningsAssumptionTexts, locale: string): EarningsAssumptionGroup[] {
  const count = (value: number) => formatNumber(value, locale);
  const counted = (forms: PluralTexts, value: number, values?: Record<string, string>) =>
    pluralText(forms, value, locale, count(value), values);
  const perPost = (rate: number) => counted(texts.perThousandViews, RATE_VIEWS, { rate: formatRate(rate, locale) });
  const share = (fraction: number) => formatPercent(fraction * 100, locale);

  const { brandDeals } = texts;
  const followerRange = (from: number, below: number) => {
    if (from === 0) return counted(brandDeals.under, below);
    if (below === Infinity) return counted(brandDeals.andUp, from);
    // The followers' noun follows the range's end.
    return counted(brandDeals.between, below - 1, { from: count(from) });
  };
  const brandDealItems = BRAND_DEAL_TIERS.map((tier, index) => {
    const from = index === 0 ? 0 : BRAND_DEAL_TIERS[index - 1].below;
    // Priced through brandDealsFor so the table cannot disagree with the estimate.
    return { label: followerRange(from, tier.below), value: formatDollars(brandDealsFor(from), locale) };
  });

  const { views, creatorFund, affiliate, total } = texts;
  const minShare = share(TOTAL_MIN_BRAND_AND_AFFILIATE_SHARE);
  const maxShare = share(TOTAL_MAX_BRAND_AND_AFFILIATE_SHARE);
  return [
    { title: views.title, items: [{ label: views.label, value: views.value }] },
    {
      title: creatorFund.title,
      items: [
        { label: creatorFund.low, value: perPost(CREATOR_FUND_LOW_RATE_PER_1000_VIEWS) },
        { label: creatorFund.high, value: perPost(CREATOR_FUND_HIGH_RATE_PER_1000_VIEWS) },
        { label: creatorFund.shown, value: creatorFund.shownValue },
      ],
    },
    {
      title: counted(brandDeals.title, BRAND_DEAL_MIN_FOLLOWERS),
      items: brandDealItems,
    },
    {
      title: counted(affiliate.title, AFFILIATE_MIN_FOLLOWERS),
      items: [{ label: affiliate.commission, value: perPost(AFFILIATE_RATE_PER_1000_VIEWS) }],
    },
    {
      title: total.title,
      items: [
        { label: total.minimum, value: fillTemplate(total.minimumValue, { share: minShare }) },
        { label: total.maximum, value: fillTemplate(total.maximumValue, { share: maxShare }) },
        { label: total.rounding, value: total.roundingValue },
      ],
    },
  ];
}
