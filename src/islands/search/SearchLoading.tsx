/** The loading state of a search: a spinner and its line, in one status element. */
interface Props {
  /** Its display classes (earlySearchDisplay.ts). */
  display: string;
  text: string;
}

export function SearchLoading({ display, text }: Props) {
  return (
    <div role="status" className={`${display} flex-col items-center gap-3 py-16 text-muted`}>
      <span aria-hidden="true" className="spinner size-6 text-brand-600" />
      <p>{text}</p>
    </div>
  );
}
