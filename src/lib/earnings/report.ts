/** The plain-text earnings report that Share copies and Download saves. */
import { EARNINGS_DISCLAIMER, EARNINGS_REPORT_TITLE } from '@/data/earnings';
import type { EarningsEstimate } from './estimate';
import { dollarRange, formatDollars, formatNumber, formatPercent } from './format';
import { normalizeEarningsInputs, type EarningsInputs } from './inputs';

const reportDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

function creatorFundLine({ low, high, average }: EarningsEstimate['creatorFund']): string {
  const range = low === high ? '' : ` (${dollarRange(low, high)})`;
  return `- Creator Fund: ${formatDollars(average)}${range}`;
}

/** The report for `inputs` and their estimate, with the date and the page address when given. */
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
