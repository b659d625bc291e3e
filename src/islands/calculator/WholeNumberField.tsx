/** A labelled whole-number input with a hint below it: the calculator's followers and posts fields. */
interface Props {
  id: string;
  label: string;
  /** As typed, so an emptied field does not snap to 0 under the caret. */
  value: string;
  min: number;
  max?: number;
  hint: string;
  hintClassName: string;
  onChange: (value: string) => void;
  /** Called on leaving the field, to show the number the estimate uses. */
  onBlur: () => void;
}

export default function WholeNumberField({ id, label, value, min, max, hint, hintClassName, onChange, onBlur }: Props) {
  return (
    <>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <input
        id={id}
        className="input mt-2 text-lg tabular-nums"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <p id={`${id}-hint`} className={hintClassName}>
        {hint}
      </p>
    </>
  );
}
