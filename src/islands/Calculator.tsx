/**
 * The earnings calculator: followers, engagement and posts in, the monthly estimate
 * out, with share, download and the inputs kept in the URL. Server-rendered with the defaults.
 */
import { useDeferredValue, useEffect, useId, useMemo } from 'react';
import { COUNT_MIN, POSTS_MAX } from '@/data/earnings';
import {
  fieldsFor,
  inputsFrom,
  readEarningsFields,
  writeEarningsFields,
  type EarningsFields,
} from '@/lib/earnings/fields';
import { fillTemplate, pluralText } from '@/lib/dictionaries';
import { formatNumber } from '@/lib/numberFormats';
import { hasEarningsSearchParams } from '@/lib/earnings/urlState';
import { trackPageViewWhenSettled } from '@/scripts/analytics';
import EarningsResults from './calculator/EarningsResults';
import EngagementSlider from './calculator/EngagementSlider';
import WholeNumberField from './calculator/WholeNumberField';
import type { CalculatorLanguage } from './calculator/texts';
import { useUrlState } from './common/useUrlState';
import { withErrorBoundary } from './common/IslandErrorBoundary';

const URL_RULES = { read: readEarningsFields, write: writeEarningsFields };
/** Dragging the slider fires dozens of changes a second: one page view once the inputs settle. */
const PAGE_VIEWS = { countPageView: trackPageViewWhenSettled };

function Calculator({ texts, locale }: CalculatorLanguage) {
  // Every change replaces the history entry: tweaking a number is not a new page for the Back button.
  const [fields, setFields] = useUrlState<EarningsFields>(URL_RULES, PAGE_VIEWS);
  const ids = useId();
  const { followers, posts, engagementPercent } = fields;
  // Kept by value: the address's state is read afresh on renders, and a new object would redraw the figures.
  const inputs = useMemo(
    () => inputsFrom({ followers, posts, engagementPercent }),
    [followers, posts, engagementPercent],
  );
  // The fields answer every keystroke and slider step at once; the figures follow when React has time.
  const shownInputs = useDeferredValue(inputs);

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

  const followersId = `${ids}-followers`;
  const engagementId = `${ids}-engagement`;
  const postsId = `${ids}-posts`;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]" data-calculator>
      {/* A section, not a form: nothing is submitted, every change applies at once. */}
      <section className="card p-5 sm:p-6" aria-labelledby={`${ids}-inputs`}>
        <h2 id={`${ids}-inputs`} className="text-xl font-bold">
          {texts.inputsHeading}
        </h2>

        <div className="mt-5">
          <WholeNumberField
            id={followersId}
            label={texts.followersLabel}
            value={fields.followers}
            min={COUNT_MIN}
            // Long numbers are hard to read in a field without separators.
            hint={pluralText(texts.followersHint, inputs.followers, locale, formatNumber(inputs.followers, locale))}
            hintClassName="mt-1 text-sm text-muted tabular-nums"
            onChange={(followers) => update({ followers })}
            onBlur={normalizeTypedFields}
          />
        </div>

        <div className="mt-6">
          <EngagementSlider
            id={engagementId}
            value={inputs.engagementPercent}
            texts={texts}
            locale={locale}
            onChange={(engagementPercent) => update({ engagementPercent })}
          />
        </div>

        <div className="mt-6">
          <WholeNumberField
            id={postsId}
            label={texts.postsLabel}
            value={fields.posts}
            min={COUNT_MIN}
            max={POSTS_MAX}
            hint={fillTemplate(texts.postsHint, { max: formatNumber(POSTS_MAX, locale) })}
            hintClassName="mt-1 text-sm text-muted"
            onChange={(posts) => update({ posts })}
            onBlur={normalizeTypedFields}
          />
        </div>
      </section>

      <EarningsResults inputs={shownInputs} headingId={`${ids}-results`} texts={texts} locale={locale} />
    </div>
  );
}

export default withErrorBoundary(Calculator);
