/** The calculator's engagement rate: a slider in 0.1 steps with its value, range ends and the average hint. */
import { AVERAGE_ENGAGEMENT_HINT_TEXT, ENGAGEMENT_MAX, ENGAGEMENT_MIN, ENGAGEMENT_STEP } from '@/data/earnings';
import { CALCULATOR_TEXTS } from '@/data/calculatorTexts';
import { formatPercent } from '@/lib/earnings/format';
import { parseEngagementPercent } from '@/lib/earnings/inputs';

interface Props {
  id: string;
  /** The engagement rate in percent. */
  value: number;
  onChange: (engagementPercent: number) => void;
}

export default function EngagementSlider({ id, value, onChange }: Props) {
  return (
    <>
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="font-semibold">
          {CALCULATOR_TEXTS.engagementLabel}
        </label>
        <output htmlFor={id} className="text-lg font-bold text-brand-700 tabular-nums" data-engagement-value>
          {formatPercent(value)}
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
        aria-valuetext={formatPercent(value)}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(parseEngagementPercent(event.target.value))}
      />
      <div className="flex justify-between text-xs text-muted" aria-hidden="true">
        <span>{formatPercent(ENGAGEMENT_MIN)}</span>
        <span>{formatPercent(ENGAGEMENT_MAX)}</span>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {AVERAGE_ENGAGEMENT_HINT_TEXT}
      </p>
    </>
  );
}
