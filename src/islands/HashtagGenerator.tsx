/**
 * The hashtag generator (SPEC §2, §4, §5, §9): topic, description, niche and count in; after an 800 ms
 * generating state, four hashtag lists in tabs. ?topic= and ?niche= prefill the form.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { DEFAULT_NICHE_ID, type NicheId } from '../data/niches';
import {
  DESCRIPTION_MAX_LENGTH,
  HASHTAGS_GENERATED_TITLE,
  HASHTAGS_MAX_PER_POST,
  HASHTAGS_RECOMMENDED_PER_POST,
  HASHTAG_COUNT_DEFAULT,
  HASHTAG_GENERATION_DELAY_MS,
  HASHTAG_SEARCH_PARAMS,
  TOPIC_MAX_LENGTH,
  TOPIC_REQUIRED_MESSAGE,
  TOPIC_REQUIRED_TITLE,
  hashtagFormFromSearchParams,
  hashtagsGeneratedMessage,
  isTopicBlank,
  type HashtagResultTabId,
} from '../lib/hashtagForm';
import type { HashtagResult } from '../lib/hashtags';
import { showToast } from '../scripts/toast';
import CountStepper from './hashtags/CountStepper';
import NicheChips from './hashtags/NicheChips';
import ResultTabs from './hashtags/ResultTabs';
import { withErrorBoundary } from './IslandErrorBoundary';

type Status = 'idle' | 'generating' | 'done';

/** Only reachable when the generator's script cannot be downloaded (say, the connection dropped). */
const GENERATION_FAILED_TOAST = {
  title: 'Something went wrong',
  description: 'The hashtags could not be generated. Check your connection and try again.',
};

let generatorLoading: Promise<typeof import('../lib/hashtags')> | undefined;

/** Starts the download once; a failed download may be retried on the next press. */
function loadGenerator() {
  generatorLoading ??= import('../lib/hashtags').catch((error: unknown) => {
    generatorLoading = undefined;
    throw error;
  });
  return generatorLoading;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function HashtagGenerator() {
  const [topic, setTopic] = useState('');
  const [description, setDescription] = useState('');
  const [niche, setNiche] = useState<NicheId>(DEFAULT_NICHE_ID);
  const [count, setCount] = useState(HASHTAG_COUNT_DEFAULT);
  const [topicMissing, setTopicMissing] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [result, setResult] = useState<HashtagResult | null>(null);
  const [activeTab, setActiveTab] = useState<HashtagResultTabId>('recommended');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const topicField = useRef<HTMLInputElement>(null);
  const results = useRef<HTMLElement>(null);
  const id = useId();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!Object.values(HASHTAG_SEARCH_PARAMS).some((name) => params.has(name))) return;
    const prefill = hashtagFormFromSearchParams(params);
    setTopic(prefill.topic);
    setNiche(prefill.niche);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

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
      setTopicMissing(true);
      topicField.current?.focus();
      showToast({ title: TOPIC_REQUIRED_TITLE, description: TOPIC_REQUIRED_MESSAGE, variant: 'destructive' });
      return;
    }
    const request = { topic, description, niche, count };
    setStatus('generating');
    // The generator and its hashtag pools download during the generating state, not with the page.
    const generator = loadGenerator();
    timer.current = setTimeout(async () => {
      try {
        const { generateHashtags } = await generator;
        const generated = generateHashtags(request);
        setResult(generated);
        setActiveTab('recommended');
        setStatus('done');
        showToast({
          title: HASHTAGS_GENERATED_TITLE,
          description: hashtagsGeneratedMessage(generated.recommended.length, request.topic),
          variant: 'success',
        });
        revealResults();
      } catch (error) {
        console.error('Hashtag generation failed:', error);
        setStatus(result ? 'done' : 'idle');
        showToast({ ...GENERATION_FAILED_TOAST, variant: 'destructive' });
      }
    }, HASHTAG_GENERATION_DELAY_MS);
  }

  const generating = status === 'generating';
  const topicId = `${id}-topic`;
  const descriptionId = `${id}-description`;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <form
        className="card space-y-6 p-5 sm:p-6"
        onSubmit={generate}
        // Fetch the generator as soon as the visitor starts on the form, so Generate never waits for it.
        onFocus={() => void loadGenerator().catch(() => undefined)}
        noValidate
        aria-label="Hashtag generator"
      >
        <div>
          <label htmlFor={topicId} className="block font-semibold">
            Topic <span className="font-normal text-muted">(required)</span>
          </label>
          <input
            ref={topicField}
            id={topicId}
            className="input mt-2"
            type="text"
            enterKeyHint="go"
            autoComplete="off"
            placeholder="e.g. healthy breakfast ideas"
            maxLength={TOPIC_MAX_LENGTH}
            aria-required="true"
            aria-invalid={topicMissing || undefined}
            aria-describedby={topicMissing ? `${topicId}-error` : undefined}
            value={topic}
            onChange={(event) => {
              setTopic(event.target.value);
              if (topicMissing) setTopicMissing(false);
            }}
          />
          {topicMissing && (
            <p id={`${topicId}-error`} className="mt-1 text-sm font-medium text-brand-700">
              {TOPIC_REQUIRED_MESSAGE}
            </p>
          )}
        </div>

        <div>
          <label htmlFor={descriptionId} className="block font-semibold">
            Description <span className="font-normal text-muted">(optional)</span>
          </label>
          <textarea
            id={descriptionId}
            className="input mt-2 resize-y"
            rows={3}
            maxLength={DESCRIPTION_MAX_LENGTH}
            placeholder="What happens in the video? Key words here can become hashtags."
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>

        <NicheChips value={niche} onChange={setNiche} />

        <div>
          <CountStepper value={count} onChange={setCount} />
          <p className="mt-1 text-sm text-muted">
            {HASHTAGS_RECOMMENDED_PER_POST.min}-{HASHTAGS_RECOMMENDED_PER_POST.max} hashtags recommended; at most{' '}
            {HASHTAGS_MAX_PER_POST} allowed per post.
          </p>
        </div>

        <button type="submit" className="btn btn-primary w-full text-lg" aria-disabled={generating || undefined}>
          {generating ? (
            <>
              <span aria-hidden="true" className="spinner size-5" />
              Generating...
            </>
          ) : (
            'Generate Hashtags'
          )}
        </button>
      </form>

      <section ref={results} className="card min-h-64 scroll-mt-20 p-5 sm:p-6 lg:sticky lg:top-20" aria-labelledby={`${id}-results`} aria-busy={generating}>
        <h2 id={`${id}-results`} className="text-xl font-bold">
          Your hashtags
        </h2>
        {result ? (
          <div className={`mt-4 transition-opacity ${generating ? 'opacity-50' : ''}`}>
            <ResultTabs result={result} active={activeTab} onSelect={setActiveTab} />
          </div>
        ) : (
          <p className="mt-4 rounded-2xl border border-dashed border-line px-4 py-10 text-center text-muted" data-results-empty>
            {generating ? 'Generating your hashtags...' : 'Enter a topic and press Generate Hashtags to get four ready-to-copy lists.'}
          </p>
        )}
      </section>
    </div>
  );
}

export default withErrorBoundary(HashtagGenerator);
