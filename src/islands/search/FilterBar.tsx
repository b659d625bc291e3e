/**
 * The All / Tutorials / Trends / Tools buttons, each with its result count for the query. They look like
 * the listings' category pills (the `.pill` class); the listings' CategoryPills component is not used
 * here because sharing it would put it in a chunk of its own, and /search has no bytes to spare.
 */
import { SEARCH_FILTERS, type SearchFilter } from '@/data/search';
import type { CategoryCounts } from '@/lib/search/categories';
import { SEARCH_PAGE_TEXTS } from '@/data/searchPageTexts';

interface Props {
  active: SearchFilter;
  counts: CategoryCounts | null;
  onSelect: (filter: SearchFilter) => void;
}

export function FilterBar({ active, counts, onSelect }: Props) {
  return (
    <div role="group" aria-label={SEARCH_PAGE_TEXTS.filterGroupLabel} className="flex flex-wrap gap-1.5 sm:gap-2">
      {SEARCH_FILTERS.map((filter) => {
        const pressed = filter === active;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(filter)}
            // Tighter on a phone, where the four pills with their counts take two rows.
            className="pill px-3 sm:gap-2 sm:px-4 sm:text-base"
          >
            {filter}
            <span
              className={`min-w-6 rounded-full px-1.5 text-center text-xs sm:px-2 sm:text-sm ${pressed ? 'bg-white/20' : 'bg-surface-alt text-muted'}`}
              data-filter-count
            >
              {counts ? counts[filter] : SEARCH_PAGE_TEXTS.countUnknown}
            </span>
          </button>
        );
      })}
    </div>
  );
}
