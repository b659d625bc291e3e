/** The error state of the /search page: the index could not be reached; Try again searches again. */
import type { SearchLinks, SearchTexts } from './searchTexts';

interface Props {
  texts: SearchTexts;
  links: SearchLinks;
  onRetry: () => void;
}

export function SearchUnavailable({ texts, links, onRetry }: Props) {
  return (
    <div className="card mt-6 p-6 text-center">
      <h2 className="text-xl font-bold">{texts.unavailableTitle}</h2>
      <p className="mt-2 text-muted">
        {texts.unavailableBefore}
        <a href={links.tutorials} className="font-semibold text-brand-700 underline">
          {texts.unavailableTutorials}
        </a>
        {texts.unavailableAnd}{' '}
        <a href={links.trends} className="font-semibold text-brand-700 underline">
          {texts.unavailableTrends}
        </a>
        {texts.unavailableAfter}
      </p>
      <button type="button" className="btn btn-primary mt-6" onClick={onRetry}>
        {texts.tryAgain}
      </button>
    </div>
  );
}
