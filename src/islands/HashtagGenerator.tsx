/**
 * The hashtag generator: topic, description, niche and count in; after an 800 ms generating state,
 * four hashtag lists in tabs. ?topic= and ?niche= prefill the form. Its state and events are in
 * src/lib/hashtagGeneratorState.ts, its words in src/data/hashtagGeneratorTexts.ts.
 */
import { useCallback, useEffect, useId, useReducer, useRef, type SubmitEvent } from 'react';
import { HASHTAG_GENERATOR_TEXTS as TEXTS } from '@/data/hashtagGeneratorTexts';
import {
  HASHTAGS_MAX_PER_POST,
  HASHTAGS_RECOMMENDED_PER_POST,
  HASHTAG_GENERATION_DELAY_MS,
} from '@/data/hashtagGenerator';
import {
  charactersOverLimit,
  isTopicBlank,
  maxLengthOf,
  type HashtagResultTabId,
  type LimitedField,
} from '@/lib/hashtagForm';
import type { NicheId } from '@/data/niches';
import {
  INITIAL_HASHTAG_GENERATOR_STATE,
  hashtagFormValues,
  hashtagGeneratorReducer,
} from '@/lib/hashtagGeneratorState';
import { lazyLoad } from '@/lib/lazyLoad';
import { showToast } from '@/scripts/toast';
import CountStepper from './hashtags/CountStepper';
import NicheChips from './hashtags/NicheChips';
import ResultTabs from './hashtags/ResultTabs';
import { useHashtagPrefill } from './hashtags/useHashtagPrefill';
import { withErrorBoundary } from './common/IslandErrorBoundary';

/** Starts the download once; a failed download may be retried on the next press. */
const loadGenerator = lazyLoad(() => import('@/lib/hashtags'));

/** What to say when a field is over its limit; null when it fits. */
function tooLongMessage(field: LimitedField, text: string): string | null {
  const over = charactersOverLimit(field, text);
  return over > 0 ? TEXTS.textTooLongMessage(field, maxLengthOf(field), over) : null;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function HashtagGenerator() {
  const [state, dispatch] = useReducer(hashtagGeneratorReducer, INITIAL_HASHTAG_GENERATOR_STATE);
  const { topic, description, niche, count } = hashtagFormValues(state, useHashtagPrefill());
  const { topicMissing, status, result, activeTab } = state;
  const topicTooLong = tooLongMessage('topic', topic);
  const descriptionTooLong = tooLongMessage('description', description);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const topicField = useRef<HTMLInputElement>(null);
  const descriptionField = useRef<HTMLTextAreaElement>(null);
  const results = useRef<HTMLElement>(null);
  const id = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  // Stable handlers, so the memoised chips, stepper and tabs skip the re-render of every keystroke.
  const pickNiche = useCallback((picked: NicheId) => dispatch({ type: 'nichePicked', niche: picked }), []);
  const stepCount = useCallback((stepped: number) => dispatch({ type: 'countStepped', count: stepped }), []);
  const selectTab = useCallback((tab: HashtagResultTabId) => dispatch({ type: 'tabSelected', tab }), []);

  /** On a phone the results sit below the form, likely out of sight (on wide screens they stay in view). */
  function revealResults() {
    const section = results.current;
    if (!section) return;
    const { top } = section.getBoundingClientRect();
    if (top < 0 || top > window.innerHeight / 2) {
      section.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    }
  }

  function generate(event: SubmitEvent) {
    event.preventDefault();
    if (status === 'generating') return;
    if (isTopicBlank(topic)) {
      dispatch({ type: 'topicMissing' });
      topicField.current?.focus();
      showToast({ title: TEXTS.topicRequiredTitle, description: TEXTS.topicRequiredMessage, variant: 'destructive' });
      return;
    }
    // The limits are counted in characters as the reader sees them, which an input's maxLength cannot do
    // (it counts UTF-16 units): the fields take any length, say when they are over, and Generate stops here.
    const tooLong = topicTooLong ? topicField : descriptionTooLong ? descriptionField : null;
    if (tooLong) {
      tooLong.current?.focus();
      showToast({
        title: TEXTS.textTooLongTitle,
        description: topicTooLong ?? descriptionTooLong ?? undefined,
        variant: 'destructive',
      });
      return;
    }
    const request = { topic, description, niche, count };
    dispatch({ type: 'generationStarted' });
    // The generator and its hashtag pools download during the generating state, not with the page.
    const generator = loadGenerator();
    const generate = async () => {
      try {
        const { generateHashtags } = await generator;
        const generated = generateHashtags(request);
        dispatch({ type: 'generated', result: generated });
        showToast({
          title: TEXTS.generatedTitle,
          description: TEXTS.generatedMessage(generated.recommended.length, request.topic),
          variant: 'success',
        });
        revealResults();
      } catch (error) {
        console.error('Hashtag generation failed:', error);
        dispatch({ type: 'generationFailed' });
        showToast({ title: TEXTS.failedTitle, description: TEXTS.failedMessage, variant: 'destructive' });
      }
    };
    timer.current = setTimeout(() => void generate(), HASHTAG_GENERATION_DELAY_MS);
  }

  const generating = status === 'generating';
  const topicId = `${id}-topic`;
  const descriptionId = `${id}-description`;
  const topicError = topicMissing ? TEXTS.topicRequiredMessage : topicTooLong;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <form
        className="card space-y-6 p-5 sm:p-6"
        onSubmit={generate}
        // Fetch the generator as soon as the visitor starts on the form, so Generate never waits for it.
        onFocus={() => void loadGenerator().catch(() => undefined)}
        noValidate
        aria-label={TEXTS.formLabel}
      >
        <div>
          <label htmlFor={topicId} className="block font-semibold">
            {`${TEXTS.topicLabel} `}
            <span className="font-normal text-muted">{TEXTS.required}</span>
          </label>
          <input
            ref={topicField}
            id={topicId}
            className="input mt-2"
            type="text"
            enterKeyHint="go"
            autoComplete="off"
            placeholder={TEXTS.topicPlaceholder}
            // A topic in Arabic or Hebrew is typed and shown right to left.
            dir="auto"
            aria-required="true"
            aria-invalid={topicError ? true : undefined}
            aria-describedby={topicError ? `${topicId}-error` : undefined}
            value={topic}
            onChange={(event) => dispatch({ type: 'topicTyped', topic: event.target.value })}
          />
          {topicError && (
            <p id={`${topicId}-error`} className="mt-1 text-sm font-medium text-brand-700">
              {topicError}
            </p>
          )}
        </div>

        <div>
          <label htmlFor={descriptionId} className="block font-semibold">
            {`${TEXTS.descriptionLabel} `}
            <span className="font-normal text-muted">{TEXTS.optional}</span>
          </label>
          <textarea
            ref={descriptionField}
            id={descriptionId}
            className="input mt-2 resize-y"
            rows={3}
            dir="auto"
            placeholder={TEXTS.descriptionPlaceholder}
            aria-invalid={descriptionTooLong ? true : undefined}
            aria-describedby={descriptionTooLong ? `${descriptionId}-error` : undefined}
            value={description}
            onChange={(event) => dispatch({ type: 'descriptionTyped', description: event.target.value })}
          />
          {descriptionTooLong && (
            <p id={`${descriptionId}-error`} className="mt-1 text-sm font-medium text-brand-700">
              {descriptionTooLong}
            </p>
          )}
        </div>

        <NicheChips value={niche} onChange={pickNiche} />

        <div>
          <CountStepper value={count} onChange={stepCount} />
          <p className="mt-1 text-sm text-muted">
            {HASHTAGS_RECOMMENDED_PER_POST.min}-{HASHTAGS_RECOMMENDED_PER_POST.max}
            {TEXTS.countRecommended} {HASHTAGS_MAX_PER_POST}
            {TEXTS.countAllowed}
          </p>
        </div>

        <button type="submit" className="btn btn-primary w-full text-lg" aria-disabled={generating || undefined}>
          {generating ? (
            <>
              <span aria-hidden="true" className="spinner size-5" />
              {TEXTS.generating}
            </>
          ) : (
            TEXTS.generate
          )}
        </button>
      </form>

      <section
        ref={results}
        className="card min-h-64 scroll-mt-20 p-5 sm:p-6 lg:sticky lg:top-20"
        aria-labelledby={`${id}-results`}
        aria-busy={generating}
      >
        <h2 id={`${id}-results`} className="text-xl font-bold">
          {TEXTS.resultsHeading}
        </h2>
        {result ? (
          <div className={`mt-4 transition-opacity ${generating ? 'opacity-50' : ''}`}>
            <ResultTabs result={result} active={activeTab} onSelect={selectTab} />
          </div>
        ) : (
          <p
            className="mt-4 rounded-2xl border border-dashed border-line px-4 py-10 text-center text-muted"
            data-results-empty
          >
            {generating ? TEXTS.resultsPending : TEXTS.resultsEmpty}
          </p>
        )}
      </section>
    </div>
  );
}

export default withErrorBoundary(HashtagGenerator);
