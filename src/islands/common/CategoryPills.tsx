/**
 * The category pills of the two listings (/tutorials, /trends): a row of toggle buttons that picks one
 * category. The look is the `.pill` class, which the search page's section buttons share.
 */

interface Props {
  /** The group's accessible name. */
  label: string;
  categories: readonly string[];
  selected: string;
  onSelect: (category: string) => void;
  /** Spacing around the row. */
  className: string;
}

export default function CategoryPills({ label, categories, selected, onSelect, className }: Props) {
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
          {category}
        </button>
      ))}
    </div>
  );
}
