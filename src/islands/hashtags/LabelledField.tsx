/**
 * A form field of the generator: its label with a note (required, optional), the control, and what is
 * wrong with it under it, named as the control's description. The control gets the attributes that tie
 * it to that message.
 */
import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  note: string;
  /** Shown under the field; null when the value is fine. */
  error: string | null;
  children: (errorAttributes: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

export default function LabelledField({ id, label, note, error, children }: Props) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {`${label} `}
        <span className="font-normal text-muted">{note}</span>
      </label>
      {children(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-brand-700">
          {error}
        </p>
      )}
    </div>
  );
}
