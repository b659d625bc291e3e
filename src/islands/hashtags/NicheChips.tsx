/** Niche chips: a radio group styled as chips, so arrow keys and screen readers treat it as one choice. */
import { memo } from 'react';
import { NICHE_IDS, type NicheId } from '@/data/niches';
import type { HashtagGeneratorTexts } from './texts';

interface Props {
  value: NicheId;
  onChange: (niche: NicheId) => void;
  texts: Pick<HashtagGeneratorTexts, 'nicheLegend' | 'niches'>;
}

function NicheChips({ value, onChange, texts }: Props) {
  return (
    <fieldset>
      <legend className="font-semibold">{texts.nicheLegend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {NICHE_IDS.map((niche) => (
          <label key={niche} className="relative">
            <input
              type="radio"
              name="niche"
              value={niche}
              checked={value === niche}
              onChange={() => onChange(niche)}
              className="peer absolute inset-0 cursor-pointer opacity-0"
            />
            <span className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-medium transition-colors peer-hover:border-muted peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-700">
              {texts.niches[niche]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Memoised: the generator re-renders on every keystroke in its text fields. */
export default memo(NicheChips);
