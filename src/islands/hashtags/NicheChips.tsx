/** Niche chips: a radio group styled as chips, so arrow keys and screen readers treat it as one choice. */
import { memo } from 'react';
import { HASHTAG_GENERATOR_TEXTS as TEXTS } from '@/data/hashtagGeneratorTexts';
import { NICHES, type NicheId } from '@/data/niches';

interface Props {
  value: NicheId;
  onChange: (niche: NicheId) => void;
}

function NicheChips({ value, onChange }: Props) {
  return (
    <fieldset>
      <legend className="font-semibold">{TEXTS.nicheLegend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {NICHES.map((niche) => (
          <label key={niche.id} className="relative">
            <input
              type="radio"
              name="niche"
              value={niche.id}
              checked={value === niche.id}
              onChange={() => onChange(niche.id)}
              className="peer absolute inset-0 cursor-pointer opacity-0"
            />
            <span className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-medium transition-colors peer-hover:border-muted peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-700">
              {niche.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Memoised: the generator re-renders on every keystroke in its text fields. */
export default memo(NicheChips);
