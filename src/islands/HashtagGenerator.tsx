/**
 * The hashtag generator: topic, description, niche and count in; after an 800 ms generating state,
 * four hashtag lists in tabs. ?topic= and ?niche= prefill the form. Its state and events are in
 * src/lib/hashtagGeneratorState.ts; its words come from the page language's dictionary, as a prop.
 */
import { useCallback, useId, useReducer, useRef } from 'react';
import type { Language } from '@/data/languages';
import type { HashtagResultTabId } from '@/lib/hashtagForm';
import {
  INITIAL_HASHTAG_GENERATOR_STATE,
  hashtagFormValues,
  hashtagGeneratorReducer,
} from '@/lib/hashtagGeneratorState';
import HashtagForm from './hashtags/HashtagForm';
import ResultsPanel from './hashtags/ResultsPanel';
import type { HashtagGeneratorTexts } from './hashtags/texts';
import { useHashtagGeneration } from './hashtags/useHashtagGeneration';
import { useHashtagPrefill } from './hashtags/useHashtagPrefill';
import { withErrorBoundary } from './common/IslandErrorBoundary';

interface Props {
  texts: HashtagGeneratorTexts;
  /** The page's language: the hashtag pools and stop words the generator downloads. */
  language: Language;
  /** The page's locale, for counts and percentages. */
  locale: string;
}

function HashtagGenerator({ texts, language, locale }: Props) {
  const [state, dispatch] = useReducer(hashtagGeneratorReducer, INITIAL_HASHTAG_GENERATOR_STATE);
  const values = hashtagFormValues(state, useHashtagPrefill());
  const results = useRef<HTMLElement>(null);
  const id = useId();
  const startGeneration = useHashtagGeneration({ dispatch, texts, language, locale, results });
  // Stable, so the memoised tabs skip the re-render of every keystroke.
  const selectTab = useCallback((tab: HashtagResultTabId) => dispatch({ type: 'tabSelected', tab }), []);
  const generating = state.status === 'generating';

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <HashtagForm
        id={id}
        values={values}
        topicMissing={state.topicMissing}
        generating={generating}
        dispatch={dispatch}
        onGenerate={startGeneration}
        texts={texts}
        language={language}
        locale={locale}
      />
      <ResultsPanel
        ref={results}
        headingId={`${id}-results`}
        result={state.result}
        activeTab={state.activeTab}
        onSelectTab={selectTab}
        generating={generating}
        texts={texts}
        locale={locale}
      />
    </div>
  );
}

export default withErrorBoundary(HashtagGenerator);
