/**
 * The category pills of the two listings (/tutorials, /trends): a row of toggle buttons that picks one
 * category. Each pill shows its category's name in the page's language and selects its value (the
 * English name, which the address keeps). The look is the `.pill` class, which the search page's
 * section buttons share.
 */

interface Props {
  /** The group's accessible name. */
  label: string;
  /** The category values, in pill order. */
  categories: readonly string[];
  /** Each value's name as shown. */
  names: Readonly<Record<string, string>>;
  selected: string;
  onSelect: (category: string) => void;
  /** Spacing around the row. */
  className: string;
}

export default function CategoryPills({ label, categories, names, selected, onSelect, className }: Props) {
  return (
    <div role="group" aria-label={label} className={`flex flex-wrap gap-2 ${className}`}>
      {categories.map((category) => (
        <button
          key={category}
          type="button"
          aria-pressed={category === selected}
          className="pill"
          onClick={() => onSelect(category)}
        >
          {names[category] ?? category}
        </button>
      ))}
    </div>
  );
}
