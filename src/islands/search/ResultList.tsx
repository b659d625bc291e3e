/** The query's result cards, with "Show more" while some are not shown yet. */
import type { SearchResultCard } from '@/lib/search/resultCard';
import { ResultCard } from './ResultCard';
import type { SearchTexts } from './searchTexts';

interface Props {
  texts: SearchTexts;
  cards: SearchResultCard[];
  /** Marks a result in English on a page in another language. */
  englishLabel: string;
  /** Whether the query has results not shown yet. */
  hasMore: boolean;
  loadingMore: boolean;
  onShowMore: () => void;
}

export function ResultList({ texts, cards, englishLabel, hasMore, loadingMore, onShowMore }: Props) {
  return (
    <section aria-labelledby="search-results-title">
      {/* Keeps the outline h1 > h2 > h3 for screen-reader users; the filter bar already shows it visually. */}
      <h2 id="search-results-title" className="sr-only">
        {texts.resultsHeading}
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {cards.map((card) => (
          <li key={card.link}>
            <ResultCard result={card} categoryLabel={texts.filters[card.category]} englishLabel={englishLabel} />
          </li>
        ))}
      </ul>
      {hasMore && (
        <div className="mt-6 text-center">
          <button type="button" className="btn btn-secondary" onClick={onShowMore} disabled={loadingMore}>
            {loadingMore ? texts.loadingMore : texts.showMore}
          </button>
        </div>
      )}
    </section>
  );
}
