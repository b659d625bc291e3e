/**
 * The earnings calculator (SPEC §2, §5, §9): followers, engagement and posts in, the monthly estimate
 * out, with share, download and the inputs kept in the URL. Server-rendered with the defaults.
 */
import { useEffect, useId, useState } from 'react';
import {
  AFFILIATE_MIN_FOLLOWERS,
  AVERAGE_ENGAGEMENT_HINT_TEXT,
  BRAND_DEAL_MIN_FOLLOWERS,
  EARNINGS_DOWNLOAD_TOAST,
  EARNINGS_REPORT_FILENAME,
  EARNINGS_SHARE_TOAST,
  ENGAGEMENT_MAX,
  ENGAGEMENT_MIN,
  ENGAGEMENT_STEP,
  COUNT_MIN,
  POSTS_MAX,
} from '../data/earnings';
import { earningsBreakdown } from '../lib/earnings/breakdown';
import { estimateEarnings } from '../lib/earnings/estimate';
import { dollarRange, formatDollars, formatNumber, formatPercent } from '../lib/earnings/format';
import {
  DEFAULT_EARNINGS_INPUTS,
  parseEngagementPercent,
  parseFollowers,
  parsePostsPerMonth,
  type EarningsInputs,
} from '../lib/earnings/inputs';
import { earningsReportText } from '../lib/earnings/report';
import { earningsInputsFromSearchParams, hasEarningsSearchParams } from '../lib/earnings/urlState';
import { copyText, downloadText } from '../scripts/clipboard';
import { showToast } from '../scripts/toast';
import BreakdownChart from './calculator/BreakdownChart';
import Icon from './common/Icon';
import { copy as copyIcon } from '../data/icons/copy';
import { download as downloadIcon } from '../data/icons/download';
import WholeNumberField from './calculator/WholeNumberField';
import { earningsUrl, useUrlSync } from './calculator/useUrlSync';
import { withErrorBoundary } from './IslandErrorBoundary';

interface FieldValues {
  /** Followers and posts stay as typed while editing (an emptied field must not snap to 0 under the caret). */
  followers: string;
  posts: string;
  engagementPercent: number;
}

function fieldsFor(inputs: EarningsInputs): FieldValues {
  return {
    followers: String(inputs.followers),
    posts: String(inputs.postsPerMonth),
    engagementPercent: inputs.engagementPercent,
  };
}

function inputsFrom(fields: FieldValues): EarningsInputs {
  return {
    followers: parseFollowers(fields.followers),
    engagementPercent: parseEngagementPercent(fields.engagementPercent),
    postsPerMonth: parsePostsPerMonth(fields.posts),
  };
}

function Calculator() {
  const [fields, setFields] = useState<FieldValues>(() => fieldsFor(DEFAULT_EARNINGS_INPUTS));
  const writeUrl = useUrlSync();
  const ids = useId();
  const inputs = inputsFrom(fields);
  const estimate = estimateEarnings(inputs);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!hasEarningsSearchParams(params)) return;
    const fromUrl = earningsInputsFromSearchParams(params);
    setFields(fieldsFor(fromUrl));
    // Rewrites odd values (?followers=abc) to what the calculator actually uses.
    writeUrl(fromUrl, { debounce: false });
  }, [writeUrl]);

  function update(changes: Partial<FieldValues>) {
    const next = { ...fields, ...changes };
    setFields(next);
    writeUrl(inputsFrom(next));
  }

  /** On leaving a field, show the number the estimate uses ("" becomes 0, "2.7" becomes 2). */
  function normalizeTypedFields() {
    const normalized = fieldsFor(inputs);
    if (normalized.followers !== fields.followers || normalized.posts !== fields.posts) setFields(normalized);
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
          Your numbers
        </h2>

        <div className="mt-5">
          <WholeNumberField
            id={followersId}
            label="Followers"
            value={fields.followers}
            min={COUNT_MIN}
            // Long numbers are hard to read in a field without separators.
            hint={<>{formatNumber(inputs.followers)} followers</>}
            hintClassName="mt-1 text-sm text-muted tabular-nums"
            onChange={(followers) => update({ followers })}
            onBlur={normalizeTypedFields}
          />
        </div>

        <div className="mt-6">
          <div className="flex items-baseline justify-between gap-4">
            <label htmlFor={engagementId} className="font-semibold">
              Engagement rate
            </label>
            <output htmlFor={engagementId} className="text-lg font-bold text-brand-700 tabular-nums" data-engagement-value>
              {formatPercent(inputs.engagementPercent)}
            </output>
          </div>
          <input
            id={engagementId}
            className="mt-1 block h-11 w-full cursor-pointer accent-brand-600"
            type="range"
            min={ENGAGEMENT_MIN}
            max={ENGAGEMENT_MAX}
            step={ENGAGEMENT_STEP}
            value={inputs.engagementPercent}
            aria-valuetext={formatPercent(inputs.engagementPercent)}
            aria-describedby={`${engagementId}-hint`}
            onChange={(event) => update({ engagementPercent: parseEngagementPercent(event.target.value) })}
          />
          <div className="flex justify-between text-xs text-muted" aria-hidden="true">
            <span>{formatPercent(ENGAGEMENT_MIN)}</span>
            <span>{formatPercent(ENGAGEMENT_MAX)}</span>
          </div>
          <p id={`${engagementId}-hint`} className="mt-1 text-sm text-muted">
            {AVERAGE_ENGAGEMENT_HINT_TEXT}
          </p>
        </div>

        <div className="mt-6">
          <WholeNumberField
            id={postsId}
            label="Posts per month"
            value={fields.posts}
            min={COUNT_MIN}
            max={POSTS_MAX}
            hint={<>Up to {POSTS_MAX} posts a month.</>}
            hintClassName="mt-1 text-sm text-muted"
            onChange={(posts) => update({ posts })}
            onBlur={normalizeTypedFields}
          />
        </div>
      </section>

      <section className="card p-5 sm:p-6" aria-labelledby={`${ids}-results`}>
        <h2 id={`${ids}-results`} className="text-xl font-bold">
          Estimated monthly earnings
        </h2>
        <p className="mt-3 rounded-2xl bg-brand-50 px-4 py-4" aria-live="polite" aria-atomic="true">
          <span className="block text-sm font-semibold text-brand-800">Total range</span>
          <span className="block text-3xl font-extrabold tracking-tight tabular-nums sm:text-4xl" data-total>
            {dollarRange(estimate.total.min, estimate.total.max)}
          </span>
          <span className="block text-sm text-muted">per month</span>
        </p>

        <dl className="mt-4 grid grid-cols-2 gap-3">
          <Figure label="Views per video" value={formatNumber(estimate.viewsPerVideo)} testId="views" />
          <Figure
            label="Creator Fund"
            value={formatDollars(estimate.creatorFund.average)}
            note={
              estimate.creatorFund.low === estimate.creatorFund.high
                ? undefined
                : `Range ${dollarRange(estimate.creatorFund.low, estimate.creatorFund.high)}`
            }
            testId="creator-fund"
          />
          <Figure
            label="Brand deals"
            value={formatDollars(estimate.brandDeals)}
            note={inputs.followers < BRAND_DEAL_MIN_FOLLOWERS ? `From ${formatNumber(BRAND_DEAL_MIN_FOLLOWERS)} followers` : undefined}
            testId="brand-deals"
          />
          <Figure
            label="Affiliate"
            value={formatDollars(estimate.affiliate)}
            note={inputs.followers < AFFILIATE_MIN_FOLLOWERS ? `From ${formatNumber(AFFILIATE_MIN_FOLLOWERS)} followers` : undefined}
            testId="affiliate"
          />
        </dl>

        <BreakdownChart rows={earningsBreakdown(inputs)} />

        <div className="mt-6 grid grid-cols-2 gap-3">
          <button type="button" className="btn btn-secondary" onClick={share}>
            <Icon icon={copyIcon} size={20} />
            Share
          </button>
          <button type="button" className="btn btn-primary" onClick={download}>
            <Icon icon={downloadIcon} size={20} />
            Download
          </button>
        </div>
      </section>
    </div>
  );
}

function Figure({ label, value, note, testId }: { label: string; value: string; note?: string; testId: string }) {
  return (
    <div className="rounded-2xl border border-line p-3 sm:p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-xl font-bold tabular-nums sm:text-2xl" data-figure={testId}>
        {value}
      </dd>
      {note && <dd className="text-xs text-muted">{note}</dd>}
    </div>
  );
}

export default withErrorBoundary(Calculator);
