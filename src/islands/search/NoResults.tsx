/** The answer to a query nothing matches (in the chosen category): Clear, or browse the tutorials instead. */
import type { SearchFilter } from '@/data/search';
import { fillTemplate } from '@/lib/dictionaries';
import Icon from '@/islands/common/Icon';
import { magnifierRound } from '@/data/icons/magnifierRound';
import type { SearchLinks, SearchTexts } from './searchTexts';

interface Props {
  texts: SearchTexts;
  links: SearchLinks;
  query: string;
  filter: SearchFilter;
  onClear: () => void;
}

export function NoResults({ texts, links, query, filter, onClear }: Props) {
  return (
    <div className="card mt-6 p-8 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon icon={magnifierRound} className="size-6" />
      </span>
      <h2 className="mt-4 text-xl font-bold">{texts.emptyTitle}</h2>
      <p className="mx-auto mt-2 max-w-md break-words text-muted">
        {filter === 'All'
          ? fillTemplate(texts.nothingMatches, { query })
          : fillTemplate(texts.nothingMatchesIn, { query, filter: texts.filters[filter] })}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-secondary" onClick={onClear}>
          {texts.clear}
        </button>
        <a href={links.tutorials} className="btn btn-primary">
          {texts.browseTutorials}
        </a>
      </div>
    </div>
  );
}
