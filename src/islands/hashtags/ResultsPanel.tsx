/** The results card: its heading, then the lists in tabs, or a placeholder until the first lists arrive. */
import type { Ref } from 'react';
import type { HashtagResult, HashtagResultTabId } from '@/lib/hashtagForm';
import ResultTabs from './ResultTabs';
import type { HashtagGeneratorTexts } from './texts';

interface Props {
  ref: Ref<HTMLElement>;
  /** The heading's id, which names the section. */
  headingId: string;
  /** The last lists generated; null before the first. */
  result: HashtagResult | null;
  activeTab: HashtagResultTabId;
  onSelectTab: (tab: HashtagResultTabId) => void;
  generating: boolean;
  texts: HashtagGeneratorTexts;
  /** The page's locale, for counts and percentages. */
  locale: string;
}

export default function ResultsPanel({
  ref,
  headingId,
  result,
  activeTab,
  onSelectTab,
  generating,
  texts,
  locale,
}: Props) {
  return (
    <section
      ref={ref}
      className="card min-h-64 scroll-mt-20 p-5 sm:p-6 lg:sticky lg:top-20"
      aria-labelledby={headingId}
      aria-busy={generating}
    >
      <h2 id={headingId} className="text-xl font-bold">
        {texts.resultsHeading}
      </h2>
      {result ? (
        <div className={`mt-4 transition-opacity ${generating ? 'opacity-50' : ''}`}>
          <ResultTabs result={result} active={activeTab} onSelect={onSelectTab} texts={texts} locale={locale} />
        </div>
      ) : (
        <p
          className="mt-4 rounded-2xl border border-dashed border-line px-4 py-10 text-center text-muted"
          data-results-empty
        >
          {generating ? texts.resultsPending : texts.resultsEmpty}
        </p>
      )}
    </section>
  );
}
