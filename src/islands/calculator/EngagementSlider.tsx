/** The calculator's engagement rate: a slider in 0.1 steps with its value, range ends and the average hint. */
import { AVERAGE_ENGAGEMENT_HINT, ENGAGEMENT_MAX, ENGAGEMENT_MIN, ENGAGEMENT_STEP } from '@/data/earnings';
import { fillTemplate } from '@/lib/dictionaries';
import { formatPercent } from '@/lib/earnings/format';
import { parseEngagementPercent } from '@/lib/earnings/inputs';
import type { CalculatorLanguage } from './texts';

interface Props extends CalculatorLanguage {
  id: string;
  /** The engagement rate in percent. */
  value: number;
  onChange: (engagementPercent: number) => void;
}

export default function EngagementSlider({ id, value, onChange, texts, locale }: Props) {
  const percent = (amount: number) => formatPercent(amount, locale);
  return (
    <>
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="font-semibold">
          {texts.engagementLabel}
        </label>
        <output htmlFor={id} className="text-lg font-bold text-brand-700 tabular-nums" data-engagement-value>
          {percent(value)}
        </output>
      </div>
      <input
        id={id}
        className="mt-1 block h-11 w-full cursor-pointer accent-brand-600"
        type="range"
        min={ENGAGEMENT_MIN}
        max={ENGAGEMENT_MAX}
        step={ENGAGEMENT_STEP}
        value={value}
        aria-valuetext={percent(value)}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(parseEngagementPercent(event.target.value))}
      />
      <div className="flex justify-between text-xs text-muted" aria-hidden="true">
        <span>{percent(ENGAGEMENT_MIN)}</span>
        <span>{percent(ENGAGEMENT_MAX)}</span>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {fillTemplate(texts.engagementHint, {
          min: percent(AVERAGE_ENGAGEMENT_HINT.minPercent),
          max: percent(AVERAGE_ENGAGEMENT_HINT.maxPercent),
        })}
      </p>
    </>
  );
}
