/** The optional description field, with a message under it when it is too long. */
import type { Ref } from 'react';
import type { HashtagGeneratorTexts } from './texts';

interface Props {
  ref: Ref<HTMLTextAreaElement>;
  id: string;
  value: string;
  /** Shown under the field and named as its description; null when the description fits. */
  error: string | null;
  onChange: (description: string) => void;
  texts: Pick<HashtagGeneratorTexts, 'descriptionLabel' | 'optional' | 'descriptionPlaceholder'>;
}

export default function DescriptionField({ ref, id, value, error, onChange, texts }: Props) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {`${texts.descriptionLabel} `}
        <span className="font-normal text-muted">{texts.optional}</span>
      </label>
      <textarea
        ref={ref}
        id={id}
        className="input mt-2 resize-y"
        rows={3}
        dir="auto"
        placeholder={texts.descriptionPlaceholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-brand-700">
          {error}
        </p>
      )}
    </div>
  );
}
