/** The generator's two text fields: the required topic and the optional description. */
import type { Ref } from 'react';
import LabelledField from './LabelledField';
import type { HashtagGeneratorTexts } from './texts';

interface FieldProps<E> {
  ref: Ref<E>;
  id: string;
  value: string;
  /** Shown under the field and named as its description; null when the value is fine. */
  error: string | null;
  onChange: (value: string) => void;
}

export function TopicField({
  ref,
  id,
  value,
  error,
  onChange,
  texts,
}: FieldProps<HTMLInputElement> & {
  texts: Pick<HashtagGeneratorTexts, 'topicLabel' | 'required' | 'topicPlaceholder'>;
}) {
  return (
    <LabelledField id={id} label={texts.topicLabel} note={texts.required} error={error}>
      {(errorAttributes) => (
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
          {...errorAttributes}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </LabelledField>
  );
}

export function DescriptionField({
  ref,
  id,
  value,
  error,
  onChange,
  texts,
}: FieldProps<HTMLTextAreaElement> & {
  texts: Pick<HashtagGeneratorTexts, 'descriptionLabel' | 'optional' | 'descriptionPlaceholder'>;
}) {
  return (
    <LabelledField id={id} label={texts.descriptionLabel} note={texts.optional} error={error}>
      {(errorAttributes) => (
        <textarea
          ref={ref}
          id={id}
          className="input mt-2 resize-y"
          rows={3}
          dir="auto"
          placeholder={texts.descriptionPlaceholder}
          {...errorAttributes}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </LabelledField>
  );
}
