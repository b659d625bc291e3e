/**
 * The calculator's results: the total range, the four figures, the chart by source and the Share and
 * Download buttons. Memoised and fed the deferred inputs, so while a finger drags the slider React
 * answers the drag first and redraws these when it has time (an urgent update interrupts this one).
 */
import { memo } from 'react';
import { AFFILIATE_MIN_FOLLOWERS, BRAND_DEAL_MIN_FOLLOWERS } from '@/data/earnings';
import { copy as copyIcon } from '@/data/icons/copy';
import { download as downloadIcon } from '@/data/icons/download';
import { fillTemplate } from '@/lib/dictionaries';
import { earningsBreakdown } from '@/lib/earnings/breakdown';
import { estimateEarnings, type EarningsEstimate } from '@/lib/earnings/estimate';
import { dollarRange, formatDollars } from '@/lib/earnings/format';
import { formatNumber } from '@/lib/numberFormats';
import { type EarningsInputs } from '@/lib/earnings/inputs';
import { earningsReportText } from '@/lib/earnings/report';
import { copyText, downloadText } from '@/scripts/clipboard';
import { showToast } from '@/scripts/toast';
import Icon from '../common/Icon';
import BreakdownChart from './BreakdownChart';
import Figure from './Figure';
import { earningsUrl } from './earningsUrl';
import type { CalculatorLanguage } from './texts';

interface Props extends CalculatorLanguage {
  /** The inputs the figures are for (the deferred copy of what the fields hold). */
  inputs: EarningsInputs;
  headingId: string;
}

/** The report in the page's language: Share copies it, Download saves it with the date. */
function reportText(
  inputs: EarningsInputs,
  estimate: EarningsEstimate,
  { texts, locale }: CalculatorLanguage,
  date?: Date,
) {
  return earningsReportText(inputs, estimate, {
    texts: texts.report,
    rangeTemplate: texts.range,
    locale,
    url: earningsUrl(inputs),
    date,
  });
}

async function share(inputs: EarningsInputs, estimate: EarningsEstimate, language: CalculatorLanguage) {
  const text = reportText(inputs, estimate, language);
  if (await copyText(text)) showToast({ ...language.texts.shareToast, variant: 'success' });
}

function download(inputs: EarningsInputs, estimate: EarningsEstimate, language: CalculatorLanguage) {
  const text = reportText(inputs, estimate, language, new Date());
  if (downloadText(language.texts.report.filename, text))
    showToast({ ...language.texts.downloadToast, variant: 'success' });
}

function EarningsResults({ inputs, headingId, texts, locale }: Props) {
  const estimate = estimateEarnings(inputs);
  const language = { texts, locale };
  const dollars = (amount: number) => formatDollars(amount, locale);
  const range = (low: number, high: number) => dollarRange(low, high, texts.range, locale);
  const count = (value: number) => formatNumber(value, locale);
  return (
    <section className="card p-5 sm:p-6" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold">
        {texts.resultsHeading}
      </h2>
      <p className="mt-3 rounded-2xl bg-brand-50 px-4 py-4" aria-live="polite" aria-atomic="true">
        <span className="block text-sm font-semibold text-brand-800">{texts.totalLabel}</span>
        <span className="block text-3xl font-extrabold tracking-tight tabular-nums sm:text-4xl" data-total>
          {range(estimate.total.min, estimate.total.max)}
        </span>
        <span className="block text-sm text-muted">{texts.totalPeriod}</span>
      </p>

      <dl className="mt-4 grid grid-cols-2 gap-3">
        <Figure label={texts.viewsPerVideo} value={count(estimate.viewsPerVideo)} testId="views" />
        <Figure
          label={texts.creatorFund}
          value={dollars(estimate.creatorFund.average)}
          note={
            estimate.creatorFund.low === estimate.creatorFund.high
              ? undefined
              : fillTemplate(texts.creatorFundRange, {
                  range: range(estimate.creatorFund.low, estimate.creatorFund.high),
                })
          }
          testId="creator-fund"
        />
        <Figure
          label={texts.brandDeals}
          value={dollars(estimate.brandDeals)}
          note={
            inputs.followers < BRAND_DEAL_MIN_FOLLOWERS
              ? fillTemplate(texts.fromFollowers, { followers: count(BRAND_DEAL_MIN_FOLLOWERS) })
              : undefined
          }
          testId="brand-deals"
        />
        <Figure
          label={texts.affiliate}
          value={dollars(estimate.affiliate)}
          note={
            inputs.followers < AFFILIATE_MIN_FOLLOWERS
              ? fillTemplate(texts.fromFollowers, { followers: count(AFFILIATE_MIN_FOLLOWERS) })
              : undefined
          }
          testId="affiliate"
        />
      </dl>

      <BreakdownChart rows={earningsBreakdown(inputs)} texts={texts} locale={locale} />

      <div className="mt-6 grid grid-cols-2 gap-3">
        <button type="button" className="btn btn-secondary" onClick={() => void share(inputs, estimate, language)}>
          <Icon icon={copyIcon} size={20} />
          {texts.share}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => download(inputs, estimate, language)}>
          <Icon icon={downloadIcon} size={20} />
          {texts.download}
        </button>
      </div>
    </section>
  );
}

export default memo(EarningsResults);
