/** What a query found: its cards, or a card saying nothing matches, then its related searches. */
import { hasMoreResults, resultTotal, type SearchPageState } from '@/lib/searchPageState';
import type { SiteSearch } from '@/scripts/pagefindClient';
import { NoResults } from './NoResults';
import { RelatedSearches } from './RelatedSearches';
import { ResultList } from './ResultList';
import type { SearchLinks, SearchTexts } from './searchTexts';

interface Props {
  /** The search page's state once its search has answered. */
  state: SearchPageState<SiteSearch>;
  texts: SearchTexts;
  links: SearchLinks;
  /** Marks a result in English on a page in another language. */
  englishLabel: string;
  /** Searches for a related term, or for nothing (Clear). */
  onSearch: (query: string | null) => void;
  onShowMore: () => Promise<void>;
}

export function QueryResults({ state, texts, links, englishLabel, onSearch, onShowMore }: Props) {
  const { query, filter, cards } = state;
  return (
    <>
      {query !== null && resultTotal(state) === 0 && (
        <NoResults texts={texts} links={links} query={query} filter={filter} onClear={() => onSearch(null)} />
      )}

      {cards.length > 0 && (
        <ResultList
          texts={texts}
          cards={cards}
          englishLabel={englishLabel}
          hasMore={hasMoreResults(state)}
          loadingMore={state.loadingMore}
          onShowMore={() => void onShowMore()}
        />
      )}

      {query !== null && (
        <RelatedSearches title={texts.related} terms={state.results?.search.related ?? []} onSearch={onSearch} />
      )}
    </>
  );
}
