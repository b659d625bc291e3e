/**
 * The All / Tutorials / Trends / Tools buttons, each with its result count for the query. They look like
 * the listings' category pills (the `.pill` class); the listings' CategoryPills component is not used
 * here because sharing it would put it in a chunk of its own, and /search has no bytes to spare. A
 * count holds two digits' width from the start, so the pills keep their size as the counts arrive.
 */
import { SEARCH_FILTERS, type SearchFilter } from '@/data/search';
import type { CategoryCounts } from '@/lib/search/categories';
import { formatNumber } from '@/lib/numberFormats';
import type { SearchTexts } from './searchTexts';

interface Props {
  /** Its display: 'flex', or hidden until the search page's first script shows it (earlySearchDisplay.ts). */
  display: string;
  texts: Pick<SearchTexts, 'filterGroupLabel' | 'filters' | 'countUnknown'>;
  /** The page's `Intl` locale, for the counts. */
  locale: string;
  active: SearchFilter;
  counts: CategoryCounts | null;
  onSelect: (filter: SearchFilter) => void;
}

export function FilterBar({ display, texts, locale, active, counts, onSelect }: Props) {
  return (
    <div role="group" aria-label={texts.filterGroupLabel} className={`${display} flex-wrap gap-1.5 sm:gap-2`}>
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
            {texts.filters[filter]}
            <span
              className={`min-w-7 rounded-full px-1.5 text-center text-xs tabular-nums sm:min-w-9 sm:px-2 sm:text-sm ${pressed ? 'bg-white/20' : 'bg-surface-alt text-muted'}`}
              data-filter-count
            >
              {counts ? formatNumber(counts[filter], locale) : texts.countUnknown}
            </span>
          </button>
        );
      })}
    </div>
  );
}
