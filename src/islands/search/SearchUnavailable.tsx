/** The error state of the /search page: the index could not be reached; Try again searches again. */
import { SEARCH_PAGE_TEXTS as TEXTS } from '@/data/searchPageTexts';
import { withBase } from '@/lib/sitePaths';

export function SearchUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="card mt-6 p-6 text-center">
      <h2 className="text-xl font-bold">{TEXTS.unavailableTitle}</h2>
      <p className="mt-2 text-muted">
        {TEXTS.unavailableBefore}
        <a href={withBase('/tutorials')} className="font-semibold text-brand-700 underline">
          {TEXTS.unavailableTutorials}
        </a>
        {TEXTS.unavailableAnd}{' '}
        <a href={withBase('/trends')} className="font-semibold text-brand-700 underline">
          {TEXTS.unavailableTrends}
        </a>
        {TEXTS.unavailableAfter}
      </p>
      <button type="button" className="btn btn-primary mt-6" onClick={onRetry}>
        {TEXTS.tryAgain}
      </button>
    </div>
  );
}
