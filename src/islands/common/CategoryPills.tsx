/**
 * The category pills of the two listings (/tutorials, /trends): a row of toggle buttons that picks one
 * category. The look is the `.pill` class, which the search page's section buttons share.
 */

interface Props<Option extends string> {
  /** The group's accessible name. */
  label: string;
  options: readonly Option[];
  selected: Option;
  onSelect: (option: Option) => void;
  /** The row's classes (spacing around and between the pills). */
  className?: string;
}

export default function CategoryPills<Option extends string>({
  label,
  options,
  selected,
  onSelect,
  className = 'flex flex-wrap gap-2',
}: Props<Option>) {
  return (
    <div role="group" aria-label={label} className={className}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === selected}
          className="pill"
          onClick={() => onSelect(option)}
        >
          {option}
        </button>
      ))}
    </div>
  );
}
