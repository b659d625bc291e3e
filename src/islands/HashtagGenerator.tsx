/**
 * The hashtag generator: topic, description, niche and count in; after an 800 ms generating state,
 * four hashtag lists in tabs. ?topic= and ?niche= prefill the form. Its state and events are in
 * src/lib/hashtagGeneratorState.ts; its words come from the page language's dictionary, as a prop.
 */
import { useCallback, useEffect, useId, useReducer, useRef, type SubmitEvent } from 'react';
import { HASHTAG_GENERATION_DELAY_MS } from '@/data/hashtagGenerator';
import type { Language } from '@/data/languages';
import { countedText, fillTemplate } from '@/lib/dictionaries';
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
import { hashtagGuidanceNumbers, isolatedTopic, tooLongText } from '@/lib/hashtagWording';
import { showToast } from '@/scripts/toast';
import CountStepper from './hashtags/CountStepper';
import NicheChips from './hashtags/NicheChips';
import ResultTabs from './hashtags/ResultTabs';
import { loadHashtagGenerator } from './hashtags/loadHashtagGenerator';
import type { HashtagGeneratorTexts } from './hashtags/texts';
import { useHashtagPrefill } from './hashtags/useHashtagPrefill';
import { withErrorBoundary } from './common/IslandErrorBoundary';

interface Props {
  texts: HashtagGeneratorTexts;
  /** The page's language: the hashtag pools and stop words the generator downloads. */
  language: Language;
  /** The page's locale, for counts and percentages. */
  locale: string;
}

/** What to say when a field is over its limit; null when it fits. */
function tooLongMessage(
  field: LimitedField,
  text: string,
  texts: HashtagGeneratorTexts,
  locale: string,
): string | null {
  const over = charactersOverLimit(field, text);
  const template = field === 'topic' ? texts.topicTooLong : texts.descriptionTooLong;
  return over > 0 ? tooLongText(template, maxLengthOf(field), over, locale) : null;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function HashtagGenerator({ texts, language, locale }: Props) {
  const [state, dispatch] = useReducer(hashtagGeneratorReducer, INITIAL_HASHTAG_GENERATOR_STATE);
  const { topic, description, niche, count } = hashtagFormValues(state, useHashtagPrefill());
  const { topicMissing, status, result, activeTab } = state;
  const topicTooLong = tooLongMessage('topic', topic, texts, locale);
  const descriptionTooLong = tooLongMessage('description', description, texts, locale);
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
      showToast({ title: texts.topicRequiredTitle, description: texts.topicRequiredMessage, variant: 'destructive' });
      return;
    }
    // The limits are counted in characters as the reader sees them, which an input's maxLength cannot do
    // (it counts UTF-16 units): the fields take any length, say when they are over, and Generate stops here.
    const tooLong = topicTooLong ? topicField : descriptionTooLong ? descriptionField : null;
    if (tooLong) {
      tooLong.current?.focus();
      showToast({
        title: texts.textTooLongTitle,
        description: topicTooLong ?? descriptionTooLong ?? undefined,
        variant: 'destructive',
      });
      return;
    }
    const request = { topic, description, niche, count };
    dispatch({ type: 'generationStarted' });
    // The generator and its hashtag pools download during the generating state, not with the page.
    const generator = loadHashtagGenerator(language);
    const generate = async () => {
      try {
        const generateHashtags = await generator;
        const generated = generateHashtags(request);
        dispatch({ type: 'generated', result: generated });
        showToast({
          title: texts.generatedTitle,
          description: countedText(texts.generatedMessage, generated.recommended.length, locale, {
            topic: isolatedTopic(request.topic),
          }),
          variant: 'success',
        });
        revealResults();
      } catch (error) {
        console.error('Hashtag generation failed:', error);
        dispatch({ type: 'generationFailed' });
        showToast({ title: texts.failedTitle, description: texts.failedMessage, variant: 'destructive' });
      }
    };
    timer.current = setTimeout(() => void generate(), HASHTAG_GENERATION_DELAY_MS);
  }

  const generating = status === 'generating';
  const topicId = `${id}-topic`;
  const descriptionId = `${id}-description`;
  const topicError = topicMissing ? texts.topicRequiredMessage : topicTooLong;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <form
        className="card space-y-6 p-5 sm:p-6"
        onSubmit={generate}
        // Fetch the generator as soon as the visitor starts on the form, so Generate never waits for it.
        onFocus={() => void loadHashtagGenerator(language).catch(() => undefined)}
        noValidate
        aria-label={texts.formLabel}
      >
        <div>
          <label htmlFor={topicId} className="block font-semibold">
            {`${texts.topicLabel} `}
            <span className="font-normal text-muted">{texts.required}</span>
          </label>
          <input
            ref={topicField}
            id={topicId}
            className="input mt-2"
            type="text"
            enterKeyHint="go"
            autoComplete="off"
            placeholder={texts.topicPlaceholder}
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
            {`${texts.descriptionLabel} `}
            <span className="font-normal text-muted">{texts.optional}</span>
          </label>
          <textarea
            ref={descriptionField}
            id={descriptionId}
            className="input mt-2 resize-y"
            rows={3}
            dir="auto"
            placeholder={texts.descriptionPlaceholder}
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

        <NicheChips value={niche} onChange={pickNiche} texts={texts} />

        <div>
          <CountStepper value={count} onChange={stepCount} texts={texts} />
          <p className="mt-1 text-sm text-muted">{fillTemplate(texts.countGuidance, hashtagGuidanceNumbers(locale))}</p>
        </div>

        <button type="submit" className="btn btn-primary w-full text-lg" aria-disabled={generating || undefined}>
          {generating ? (
            <>
              <span aria-hidden="true" className="spinner size-5" />
              {texts.generating}
            </>
          ) : (
            texts.generate
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
          {texts.resultsHeading}
        </h2>
        {result ? (
          <div className={`mt-4 transition-opacity ${generating ? 'opacity-50' : ''}`}>
            <ResultTabs result={result} active={activeTab} onSelect={selectTab} texts={texts} locale={locale} />
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
    </div>
  );
}

export default withErrorBoundary(HashtagGenerator);
