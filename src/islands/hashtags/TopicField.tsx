/** The required topic field, with what is wrong with it (missing, too long) under it. */
import type { Ref } from 'react';
import type { HashtagGeneratorTexts } from './texts';

interface Props {
  ref: Ref<HTMLInputElement>;
  id: string;
  value: string;
  /** Shown under the field and named as its description; null when the topic is fine. */
  error: string | null;
  onChange: (topic: string) => void;
  texts: Pick<HashtagGeneratorTexts, 'topicLabel' | 'required' | 'topicPlaceholder'>;
}

export default function TopicField({ ref, id, value, error, onChange, texts }: Props) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {`${texts.topicLabel} `}
        <span className="font-normal text-muted">{texts.required}</span>
      </label>
      <input
        ref={ref}
        id={id}
        className="input mt-2"
        type="text"
        enterKeyHint="go"
        autoComplete="off"
        placeholder={texts.topicPlaceholder}
        // A topic in Arabic or Hebrew is typed and shown right to left.
        dir="auto"
        aria-required="true"
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
