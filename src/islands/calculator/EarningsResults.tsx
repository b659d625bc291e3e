/**
 * The calculator's results: the total range, the four figures, the chart by source and the Share and
 * Download buttons. Memoised and fed the deferred inputs, so while a finger drags the slider React
 * answers the drag first and redraws these when it has time (an urgent update interrupts this one).
 */
import { memo } from 'react';
import {
  AFFILIATE_MIN_FOLLOWERS,
  BRAND_DEAL_MIN_FOLLOWERS,
  EARNINGS_DOWNLOAD_TOAST,
  EARNINGS_REPORT_FILENAME,
  EARNINGS_SHARE_TOAST,
} from '@/data/earnings';
import { CALCULATOR_TEXTS as TEXTS } from '@/data/calculatorTexts';
import { copy as copyIcon } from '@/data/icons/copy';
import { download as downloadIcon } from '@/data/icons/download';
import { earningsBreakdown } from '@/lib/earnings/breakdown';
import { estimateEarnings, type EarningsEstimate } from '@/lib/earnings/estimate';
import { dollarRange, formatDollars, formatNumber } from '@/lib/earnings/format';
import { type EarningsInputs } from '@/lib/earnings/inputs';
import { earningsReportText } from '@/lib/earnings/report';
import { copyText, downloadText } from '@/scripts/clipboard';
import { showToast } from '@/scripts/toast';
import Icon from '../common/Icon';
import BreakdownChart from './BreakdownChart';
import Figure from './Figure';
import { earningsUrl } from './earningsUrl';

interface Props {
  /** The inputs the figures are for (the deferred copy of what the fields hold). */
  inputs: EarningsInputs;
  headingId: string;
}

async function share(inputs: EarningsInputs, estimate: EarningsEstimate) {
  const text = earningsReportText(inputs, estimate, { url: earningsUrl(inputs) });
  if (await copyText(text)) showToast({ ...EARNINGS_SHARE_TOAST, variant: 'success' });
}

function download(inputs: EarningsInputs, estimate: EarningsEstimate) {
  const text = earningsReportText(inputs, estimate, { url: earningsUrl(inputs), date: new Date() });
  if (downloadText(EARNINGS_REPORT_FILENAME, text)) showToast({ ...EARNINGS_DOWNLOAD_TOAST, variant: 'success' });
}

function EarningsResults({ inputs, headingId }: Props) {
  const estimate = estimateEarnings(inputs);
  return (
    <section className="card p-5 sm:p-6" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold">
        {TEXTS.resultsHeading}
      </h2>
      <p className="mt-3 rounded-2xl bg-brand-50 px-4 py-4" aria-live="polite" aria-atomic="true">
        <span className="block text-sm font-semibold text-brand-800">{TEXTS.totalLabel}</span>
        <span className="block text-3xl font-extrabold tracking-tight tabular-nums sm:text-4xl" data-total>
          {dollarRange(estimate.total.min, estimate.total.max)}
        </span>
        <span className="block text-sm text-muted">{TEXTS.totalPeriod}</span>
      </p>

      <dl className="mt-4 grid grid-cols-2 gap-3">
        <Figure label={TEXTS.viewsPerVideo} value={formatNumber(estimate.viewsPerVideo)} testId="views" />
        <Figure
          label={TEXTS.creatorFund}
          value={formatDollars(estimate.creatorFund.average)}
          note={
            estimate.creatorFund.low === estimate.creatorFund.high
              ? undefined
              : TEXTS.creatorFundRange(dollarRange(estimate.creatorFund.low, estimate.creatorFund.high))
          }
          testId="creator-fund"
        />
        <Figure
          label={TEXTS.brandDeals}
          value={formatDollars(estimate.brandDeals)}
          note={
            inputs.followers < BRAND_DEAL_MIN_FOLLOWERS
              ? TEXTS.fromFollowers(formatNumber(BRAND_DEAL_MIN_FOLLOWERS))
              : undefined
          }
          testId="brand-deals"
        />
        <Figure
          label={TEXTS.affiliate}
          value={formatDollars(estimate.affiliate)}
          note={
            inputs.followers < AFFILIATE_MIN_FOLLOWERS
              ? TEXTS.fromFollowers(formatNumber(AFFILIATE_MIN_FOLLOWERS))
              : undefined
          }
          testId="affiliate"
        />
      </dl>

      <BreakdownChart rows={earningsBreakdown(inputs)} />

      <div className="mt-6 grid grid-cols-2 gap-3">
        <button type="button" className="btn btn-secondary" onClick={() => void share(inputs, estimate)}>
          <Icon icon={copyIcon} size={20} />
          {TEXTS.share}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => download(inputs, estimate)}>
          <Icon icon={downloadIcon} size={20} />
          {TEXTS.download}
        </button>
      </div>
    </section>
  );
}

export default memo(EarningsResults);
