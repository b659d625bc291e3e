/**
 * The hashtag generator's state and what each event does to it: one pure reducer, run by the island
 * with useReducer. Timers, toasts, focus and scrolling stay in the island.
 */
import { DEFAULT_NICHE_ID, type NicheId } from '@/data/niches';
import { HASHTAG_COUNT_DEFAULT } from '@/data/hashtagGenerator';
import type { HashtagRequest, HashtagResult, HashtagResultTabId } from './hashtagForm';

/** idle: nothing asked yet; generating: the 800 ms wait; done: a result is shown. */
type GenerationStatus = 'idle' | 'generating' | 'done';

/** Everything the generator remembers between renders. */
export interface HashtagGeneratorState {
  /** What the visitor typed; null until they type, while a ?topic= link's prefill shows instead. */
  topic: string | null;
  description: string;
  /** The chip the visitor picked; null until they pick one, while the prefill or the default shows. */
  niche: NicheId | null;
  count: number;
  /** Set when Generate was pressed with a blank topic, cleared by typing. */
  topicMissing: boolean;
  status: GenerationStatus;
  /** The last lists generated; kept while the next ones are generated. */
  result: HashtagResult | null;
  activeTab: HashtagResultTabId;
}

/** What can happen to the generator. */
export type HashtagGeneratorEvent =
  | { type: 'topicTyped'; topic: string }
  | { type: 'descriptionTyped'; description: string }
  | { type: 'nichePicked'; niche: NicheId }
  | { type: 'countStepped'; count: number }
  | { type: 'topicMissing' }
  | { type: 'generationStarted' }
  | { type: 'generated'; result: HashtagResult }
  | { type: 'generationFailed' }
  | { type: 'tabSelected'; tab: HashtagResultTabId };

/** The form as the page renders it: empty, the general niche, 15 hashtags, no result. */
export const INITIAL_HASHTAG_GENERATOR_STATE: HashtagGeneratorState = {
  topic: null,
  description: '',
  niche: null,
  count: HASHTAG_COUNT_DEFAULT,
  topicMissing: false,
  status: 'idle',
  result: null,
  activeTab: 'recommended',
};

/** The next state after an event. */
export function hashtagGeneratorReducer(
  state: HashtagGeneratorState,
  event: HashtagGeneratorEvent,
): HashtagGeneratorState {
  switch (event.type) {
    case 'topicTyped':
      return { ...state, topic: event.topic, topicMissing: false };
    case 'descriptionTyped':
      return { ...state, description: event.description };
    case 'nichePicked':
      return { ...state, niche: event.niche };
    case 'countStepped':
      return { ...state, count: event.count };
    case 'topicMissing':
      return { ...state, topicMissing: true };
    case 'generationStarted':
      return { ...state, status: 'generating' };
    case 'generated':
      // New lists open on the Recommended Mix, whichever tab was open before.
      return { ...state, status: 'done', result: event.result, activeTab: 'recommended' };
    case 'generationFailed':
      // Earlier lists, if any, stay on screen.
      return { ...state, status: state.result ? 'done' : 'idle' };
    case 'tabSelected':
      return { ...state, activeTab: event.tab };
  }
}

/**
 * The form's values: what the visitor typed or picked, else what the link prefilled, else the
 * defaults (an empty topic, the general niche).
 */
export function hashtagFormValues(
  state: HashtagGeneratorState,
  prefill: { topic: string; niche: NicheId } | null,
): Required<HashtagRequest> & { niche: NicheId } {
  return {
    topic: state.topic ?? prefill?.topic ?? '',
    description: state.description,
    niche: state.niche ?? prefill?.niche ?? DEFAULT_NICHE_ID,
    count: state.count,
  };
}
