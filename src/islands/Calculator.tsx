/**
 * The earnings calculator: followers, engagement and posts in, the monthly estimate
 * out, with share, download and the inputs kept in the URL. Server-rendered with the defaults.
 */
import { useEffect, useId } from 'react';
import {
  AFFILIATE_MIN_FOLLOWERS,
  BRAND_DEAL_MIN_FOLLOWERS,
  EARNINGS_DOWNLOAD_TOAST,
  EARNINGS_REPORT_FILENAME,
  EARNINGS_SHARE_TOAST,
  COUNT_MIN,
  POSTS_MAX,
} from '@/data/earnings';
import { CALCULATOR_TEXTS as TEXTS } from '@/data/calculatorTexts';
import { earningsBreakdown } from '@/lib/earnings/breakdown';
import { estimateEarnings } from '@/lib/earnings/estimate';
import {
  fieldsFor,
  inputsFrom,
  readEarningsFields,
  writeEarningsFields,
  type EarningsFields,
} from '@/lib/earnings/fields';
import { dollarRange, formatDollars, formatNumber } from '@/lib/earnings/format';
import { earningsReportText } from '@/lib/earnings/report';
import { hasEarningsSearchParams } from '@/lib/earnings/urlState';
import { copyText, downloadText } from '@/scripts/clipboard';
import { showToast } from '@/scripts/toast';
import { trackPageViewWhenSettled } from '@/scripts/analytics';
import BreakdownChart from './calculator/BreakdownChart';
import Icon from './common/Icon';
import { copy as copyIcon } from '@/data/icons/copy';
import { download as downloadIcon } from '@/data/icons/download';
import EngagementSlider from './calculator/EngagementSlider';
import Figure from './calculator/Figure';
import WholeNumberField from './calculator/WholeNumberField';
import { earningsUrl } from './calculator/earningsUrl';
import { useUrlState } from './common/useUrlState';
import { withErrorBoundary } from './IslandErrorBoundary';

const URL_RULES = { read: readEarningsFields, write: writeEarningsFields };
/** Dragging the slider fires dozens of changes a second: one page view once the inputs settle. */
const PAGE_VIEWS = { countPageView: trackPageViewWhenSettled };

function Calculator() {
  // Every change replaces the history entry: tweaking a number is not a new page for the Back button.
  const [fields, setFields] = useUrlState<EarningsFields>(URL_RULES, PAGE_VIEWS);
  const ids = useId();
  const inputs = inputsFrom(fields);
  const estimate = estimateEarnings(inputs);

  // Rewrites odd values (?followers=abc) to what the calculator actually uses.
  useEffect(() => {
    if (hasEarningsSearchParams(new URLSearchParams(location.search))) setFields((current) => current, 'tidy');
  }, [setFields]);

  const update = (changes: Partial<EarningsFields>) => setFields({ ...fields, ...changes }, 'typing');

  /** On leaving a field, show the number the estimate uses ("" becomes 0, "2.7" becomes 2). */
  function normalizeTypedFields() {
    const normalized = fieldsFor(inputs);
    if (normalized.followers !== fields.followers || normalized.posts !== fields.posts) setFields(normalized, 'typing');
  }

  async function share() {
    const text = earningsReportText(inputs, estimate, { url: earningsUrl(inputs) });
    if (await copyText(text)) showToast({ ...EARNINGS_SHARE_TOAST, variant: 'success' });
  }

  function download() {
    const text = earningsReportText(inputs, estimate, { url: earningsUrl(inputs), date: new Date() });
    if (downloadText(EARNINGS_REPORT_FILENAME, text)) showToast({ ...EARNINGS_DOWNLOAD_TOAST, variant: 'success' });
  }

  const followersId = `${ids}-followers`;
  const engagementId = `${ids}-engagement`;
  const postsId = `${ids}-posts`;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]" data-calculator>
      {/* A section, not a form: nothing is submitted, every change applies at once. */}
      <section className="card p-5 sm:p-6" aria-labelledby={`${ids}-inputs`}>
        <h2 id={`${ids}-inputs`} className="text-xl font-bold">
          {TEXTS.inputsHeading}
        </h2>

        <div className="mt-5">
          <WholeNumberField
            id={followersId}
            label={TEXTS.followersLabel}
            value={fields.followers}
            min={COUNT_MIN}
            // Long numbers are hard to read in a field without separators.
            hint={
              <>
                {formatNumber(inputs.followers)}
                {TEXTS.followersHintAfter}
              </>
            }
            hintClassName="mt-1 text-sm text-muted tabular-nums"
            onChange={(followers) => update({ followers })}
            onBlur={normalizeTypedFields}
          />
        </div>

        <div className="mt-6">
          <EngagementSlider
            id={engagementId}
            value={inputs.engagementPercent}
            onChange={(engagementPercent) => update({ engagementPercent })}
          />
        </div>

        <div className="mt-6">
          <WholeNumberField
            id={postsId}
            label={TEXTS.postsLabel}
            value={fields.posts}
            min={COUNT_MIN}
            max={POSTS_MAX}
            hint={
              <>
                {TEXTS.postsHintBefore}
                {POSTS_MAX}
                {TEXTS.postsHintAfter}
              </>
            }
            hintClassName="mt-1 text-sm text-muted"
            onChange={(posts) => update({ posts })}
            onBlur={normalizeTypedFields}
          />
        </div>
      </section>

      <section className="card p-5 sm:p-6" aria-labelledby={`${ids}-results`}>
        <h2 id={`${ids}-results`} className="text-xl font-bold">
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
          <button type="button" className="btn btn-secondary" onClick={share}>
            <Icon icon={copyIcon} size={20} />
            {TEXTS.share}
          </button>
          <button type="button" className="btn btn-primary" onClick={download}>
            <Icon icon={downloadIcon} size={20} />
            {TEXTS.download}
          </button>
        </div>
      </section>
    </div>
  );
}

export default withErrorBoundary(Calculator);
