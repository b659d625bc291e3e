/**
 * The hashtag generator's form and result rules: what the page needs before anything
 * is generated, and the shapes of a request and its result. Kept apart from the generation logic and
 * its hashtag pools (hashtags.ts, which imports this module and never the other way round), as the
 * page loads those only when the visitor presses Generate.
 */
import {
  DESCRIPTION_MAX_LENGTH,
  HASHTAG_COUNT_DEFAULT,
  HASHTAG_COUNT_MAX,
  HASHTAG_COUNT_MIN,
  HASHTAG_COUNT_STEP,
  HASHTAG_SEARCH_PARAMS,
  TOPIC_MAX_LENGTH,
  type HASHTAG_RESULT_TAB_IDS,
} from '@/data/hashtagGenerator';
import { DEFAULT_NICHE_ID, isNicheId, type NicheId } from '@/data/niches';
import { firstGraphemes, graphemeLength } from './graphemes';
import { INVISIBLE_FORMATTING } from './hashtagText';

/** What the form asks the generator for. */
export interface HashtagRequest {
  topic: string;
  description?: string;
  /** A niche id; anything unknown falls back to the general pool. */
  niche: string;
  count: number;
}

/** The four hashtag lists the generator answers with. */
export interface HashtagResult {
  recommended: string[];
  trending: string[];
  topic: string[];
  niche: string[];
}

export function isTopicBlank(topic: string): boolean {
  return topic.trim() === '';
}

// ---------------------------------------------------------------------------------------------------
// Length limits

/** The form's fields with a length limit. */
export type LimitedField = 'topic' | 'description';

const MAX_LENGTHS: Readonly<Record<LimitedField, number>> = {
  topic: TOPIC_MAX_LENGTH,
  description: DESCRIPTION_MAX_LENGTH,
};

export function maxLengthOf(field: LimitedField): number {
  return MAX_LENGTHS[field];
}

/**
 * How many characters `text` has beyond its field's limit (0 when it fits), counted as the reader sees
 * them: "खाना" is 2 characters and "👍🏽" is 1, where an input's maxLength would count 4 UTF-16 units
 * each and cut a Hindi or emoji-rich topic short. Spaces at the ends are not counted: they are trimmed.
 */
export function charactersOverLimit(field: LimitedField, text: string): number {
  const max = MAX_LENGTHS[field];
  const trimmed = text.trim();
  // A character takes at least one UTF-16 unit, so a text this short fits without segmenting it.
  if (trimmed.length <= max) return 0;
  return Math.max(0, graphemeLength(trimmed) - max);
}

/** The first of the request's texts that is over its limit, and by how many characters; null when all fit. */
export function textOverLimit(
  request: Pick<HashtagRequest, 'topic' | 'description'>,
): { field: LimitedField; over: number } | null {
  for (const field of ['topic', 'description'] as const) {
    const over = charactersOverLimit(field, request[field] ?? '');
    if (over > 0) return { field, over };
  }
  return null;
}

export function resolveNiche(niche: string): NicheId {
  return isNicheId(niche) ? niche : DEFAULT_NICHE_ID;
}

// ---------------------------------------------------------------------------------------------------
// The count stepper

/** Snaps to the nearest step and keeps within bounds; a non-number gives the default. */
export function clampHashtagCount(count: number): number {
  if (!Number.isFinite(count)) return HASHTAG_COUNT_DEFAULT;
  const snapped = Math.round(count / HASHTAG_COUNT_STEP) * HASHTAG_COUNT_STEP;
  return Math.min(Math.max(snapped, HASHTAG_COUNT_MIN), HASHTAG_COUNT_MAX);
}

export function stepHashtagCount(current: number, direction: 1 | -1): number {
  return clampHashtagCount(clampHashtagCount(current) + direction * HASHTAG_COUNT_STEP);
}

/** False at the bounds, where the stepper's button is disabled. */
export function canStepHashtagCount(current: number, direction: 1 | -1): boolean {
  return stepHashtagCount(current, direction) !== clampHashtagCount(current);
}

// ---------------------------------------------------------------------------------------------------
// Results

/** The text a copy button puts on the clipboard. */
export function formatHashtagsForCopy(hashtags: readonly string[]): string {
  return hashtags.join(' ');
}

/** A result tab's id (the tabs are HASHTAG_RESULT_TAB_IDS in src/data/hashtagGenerator.ts): the list it shows. */
export type HashtagResultTabId = (typeof HASHTAG_RESULT_TAB_IDS)[number];

// ---------------------------------------------------------------------------------------------------
// Prefill from the URL

/**
 * The form's starting topic and niche from `?topic=&niche=`, so other pages can hand a topic over.
 * A topic in any script comes through as written (in NFC). Odd values never break the form: direction
 * overrides and other invisible formatting are removed (a link cannot make the field show its text
 * reversed), control and other format characters become spaces, runs of spaces collapse, the topic is
 * cut to TOPIC_MAX_LENGTH characters as the reader sees them, and an unknown or missing niche
 * (compared case-insensitively) gives the default niche. The zero-width joiner and non-joiner stay,
 * as Persian and Indic words and emoji such as 👩‍🍳 are spelled with them, and so do the tag characters
 * that spell a flag such as Scotland's.
 */
export function hashtagFormFromSearchParams(params: URLSearchParams): { topic: string; niche: NicheId } {
  const cleaned = (params.get(HASHTAG_SEARCH_PARAMS.topic) ?? '')
    .normalize('NFC')
    .replace(INVISIBLE_FORMATTING, '')
    .replace(/(?:(?!\u200C|\u200D|[\u{E0020}-\u{E007F}])[\p{Cc}\p{Cf}\s])+/gu, ' ')
    .trim();
  // Cut by whole characters, so an accent stays on its letter and an emoji at the limit is dropped whole.
  const topic = firstGraphemes(cleaned, TOPIC_MAX_LENGTH).trim();
  const niche = resolveNiche((params.get(HASHTAG_SEARCH_PARAMS.niche) ?? '').trim().toLowerCase());
  return { topic, niche };
}

/** The prefill of a page's query string (see hashtagFormFromSearchParams); null when it names neither. */
export function hashtagPrefillFromSearch(search: string): { topic: string; niche: NicheId } | null {
  const params = new URLSearchParams(search);
  if (!Object.values(HASHTAG_SEARCH_PARAMS).some((name) => params.has(name))) return null;
  return hashtagFormFromSearchParams(params);
}
