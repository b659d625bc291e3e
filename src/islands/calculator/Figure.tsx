/** One figure of the calculator's estimate: its label, the value and an optional note below. */
interface Props {
  label: string;
  value: string;
  note?: string;
  /** The data-figure attribute, by which tests find the value. */
  testId: string;
}

export default function Figure({ label, value, note, testId }: Props) {
  return (
    <div className="rounded-2xl border border-line p-3 sm:p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-xl font-bold tabular-nums sm:text-2xl" data-figure={testId}>
        {value}
      </dd>
      {note && <dd className="text-xs text-muted">{note}</dd>}
    </div>
  );
}
