/** The plain-text earnings report that Share copies and Download saves, in the page's language. */
import { fillTemplate } from '@/lib/dictionaries';
import type { EarningsEstimate } from './estimate';
import { dollarRange, formatDollars, formatPercent } from './format';
import { formatNumber } from '../numberFormats';
import { normalizeEarningsInputs, type EarningsInputs } from './inputs';

/** The report's texts (the calculator slice's `report`): lines are templates with `{value}` and the like. */
interface EarningsReportTexts {
  title: string;
  date: string;
  inputsHeading: string;
  followers: string;
  engagement: string;
  posts: string;
  estimateHeading: string;
  views: string;
  creatorFund: string;
  creatorFundWithRange: string;
  brandDeals: string;
  affiliate: string;
  total: string;
  disclaimer: string;
  link: string;
}

export interface EarningsReportOptions {
  texts: EarningsReportTexts;
  /** The language's dollar range template ('{low} to {high}'). */
  rangeTemplate: string;
  /** The `Intl` locale the figures and the date are written in. */
  locale: string;
  /** The page's address with the inputs, as the last line. */
  url?: string;
  /** The day of the report, as the second line. */
  date?: Date;
}

/** The report for `inputs` and their estimate, with the date and the page address when given. */
export function earningsReportText(
  inputs: EarningsInputs,
  estimate: EarningsEstimate,
  { texts, rangeTemplate, locale, url, date }: EarningsReportOptions,
): string {
  const { followers, engagementPercent, postsPerMonth } = normalizeEarningsInputs(inputs);
  const dollars = (amount: number) => formatDollars(amount, locale);
  const range = (low: number, high: number) => dollarRange(low, high, rangeTemplate, locale);
  const { low, high, average } = estimate.creatorFund;
  const lines = [
    texts.title,
    ...(date
      ? [fillTemplate(texts.date, { date: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date) })]
      : []),
    '',
    texts.inputsHeading,
    fillTemplate(texts.followers, { value: formatNumber(followers, locale) }),
    fillTemplate(texts.engagement, { value: formatPercent(engagementPercent, locale) }),
    fillTemplate(texts.posts, { value: formatNumber(postsPerMonth, locale) }),
    '',
    texts.estimateHeading,
    fillTemplate(texts.views, { value: formatNumber(estimate.viewsPerVideo, locale) }),
    low === high
      ? fillTemplate(texts.creatorFund, { value: dollars(average) })
      : fillTemplate(texts.creatorFundWithRange, { value: dollars(average), range: range(low, high) }),
    fillTemplate(texts.brandDeals, { value: dollars(estimate.brandDeals) }),
    fillTemplate(texts.affiliate, { value: dollars(estimate.affiliate) }),
    fillTemplate(texts.total, { range: range(estimate.total.min, estimate.total.max) }),
    '',
    texts.disclaimer,
    ...(url ? [fillTemplate(texts.link, { url })] : []),
  ];
  return `${lines.join('\n')}\n`;
}
