/** The hashtag count stepper: steps of 5 from 5 to 30, each button disabled at its bound. */
import { memo, useId, useRef } from 'react';
import { canStepHashtagCount, stepHashtagCount } from '@/lib/hashtagForm';
import type { HashtagGeneratorTexts } from './texts';

interface Props {
  value: number;
  onChange: (count: number) => void;
  texts: Pick<HashtagGeneratorTexts, 'countLabel' | 'fewer' | 'more'>;
}

/** The step buttons' faces: signs, the same in every language (their labels are what screen readers say). */
const FEWER_SIGN = '−';
const MORE_SIGN = '+';

function CountStepper({ value, onChange, texts }: Props) {
  const labelId = useId();
  const fewer = useRef<HTMLButtonElement>(null);
  const more = useRef<HTMLButtonElement>(null);

  function step(direction: 1 | -1) {
    const next = stepHashtagCount(value, direction);
    onChange(next);
    // The pressed button is about to be disabled, which would drop keyboard focus to the page.
    if (!canStepHashtagCount(next, direction)) (direction === 1 ? fewer : more).current?.focus();
  }

  const buttonClass =
    'flex size-11 items-center justify-center rounded-full border border-line bg-white text-xl font-bold hover:border-muted disabled:cursor-not-allowed disabled:opacity-40';

  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
      <span id={labelId} className="font-semibold whitespace-nowrap">
        {texts.countLabel}
      </span>
      <div className="flex items-center gap-2">
        <button
          ref={fewer}
          type="button"
          className={buttonClass}
          aria-label={texts.fewer}
          disabled={!canStepHashtagCount(value, -1)}
          onClick={() => step(-1)}
        >
          <span aria-hidden="true">{FEWER_SIGN}</span>
        </button>
        <output className="w-9 text-center text-xl font-bold tabular-nums" aria-live="polite" data-count>
          {value}
        </output>
        <button
          ref={more}
          type="button"
          className={buttonClass}
          aria-label={texts.more}
          disabled={!canStepHashtagCount(value, 1)}
          onClick={() => step(1)}
        >
          <span aria-hidden="true">{MORE_SIGN}</span>
        </button>
      </div>
    </div>
  );
}

/** Memoised: the generator re-renders on every keystroke in its text fields. */
export default memo(CountStepper);
