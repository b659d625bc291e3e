/**
 * The hashtag generator's form and result rules: what the page needs before anything
 * is generated, and the shapes of a request and its result. Kept apart from the generation logic and
 * its hashtag pools (hashtags.ts, which imports this module and never the other way round), as the
 * page loads those only when the visitor presses Generate.
 */
import { HASHTAG_RESULT_TAB_TEXTS } from '@/data/hashtagGeneratorTexts';
import { DEFAULT_NICHE_ID, isNicheId, type NicheId } from '@/data/niches';

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

/** Guidance texts: how many hashtags to use. */
export const HASHTAGS_RECOMMENDED_PER_POST = { min: 7, max: 15 } as const;
export const HASHTAGS_MAX_PER_POST = 30;
/** What tends to work for everyday posting, once a mix has been tested. */
export const HASHTAGS_EVERYDAY_PER_VIDEO = { min: 3, max: 5 } as const;

const HASHTAG_COUNT_MIN = 5;
/** The stepper stops at what a post may carry. */
const HASHTAG_COUNT_MAX = HASHTAGS_MAX_PER_POST;
const HASHTAG_COUNT_STEP = 5;
export const HASHTAG_COUNT_DEFAULT = 15;
export const HASHTAG_GENERATION_DELAY_MS = 800;

/**
 * The Recommended Mix: these shares of the count (each rounded down) from the trending, niche and
 * topic lists, then random trending hashtags up to the count. Here rather than in hashtags.ts because
 * the page describes the mix before the generator is loaded.
 */
export const RECOMMENDED_TRENDING_SHARE = 0.3;
export const RECOMMENDED_NICHE_SHARE = 0.3;
export const RECOMMENDED_TOPIC_SHARE = 0.4;

/** "30% trending, 30% niche and 40% topic-specific hashtags": the mix's shares as the page words them. */
export const RECOMMENDED_MIX_SHARES_TEXT = `${percent(RECOMMENDED_TRENDING_SHARE)} trending, ${percent(RECOMMENDED_NICHE_SHARE)} niche and ${percent(RECOMMENDED_TOPIC_SHARE)} topic-specific hashtags`;

function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** Longest topic and description the form accepts (and the longest a ?topic= link can prefill). */
export const TOPIC_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 500;

export function isTopicBlank(topic: string): boolean {
  return topic.trim() === '';
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

/** The result tabs, in the order shown, with their names and hints. */
export const HASHTAG_RESULT_TABS = [
  {
    id: 'recommended',
    label: HASHTAG_RESULT_TAB_TEXTS.recommended.label,
    hint: HASHTAG_RESULT_TAB_TEXTS.recommended.hint(RECOMMENDED_MIX_SHARES_TEXT),
  },
  { id: 'trending', ...HASHTAG_RESULT_TAB_TEXTS.trending },
  { id: 'topic', ...HASHTAG_RESULT_TAB_TEXTS.topic },
  { id: 'niche', ...HASHTAG_RESULT_TAB_TEXTS.niche },
] as const satisfies readonly { id: keyof HashtagResult; label: string; hint: string }[];

export type HashtagResultTabId = (typeof HASHTAG_RESULT_TABS)[number]['id'];

// ---------------------------------------------------------------------------------------------------
// Prefill from the URL

const HASHTAG_SEARCH_PARAMS = { topic: 'topic', niche: 'niche' } as const;

/**
 * The form's starting topic and niche from `?topic=&niche=`, so other pages can hand a topic over.
 * Odd values never break the form: control characters become spaces, runs of spaces collapse, the
 * topic is cut to TOPIC_MAX_LENGTH, and an unknown or missing niche (compared case-insensitively)
 * gives the default niche.
 */
export function hashtagFormFromSearchParams(params: URLSearchParams): { topic: string; niche: NicheId } {
  const cleaned = (params.get(HASHTAG_SEARCH_PARAMS.topic) ?? '').replace(/[\p{Cc}\p{Cf}\s]+/gu, ' ').trim();
  // Cut by code points, so an emoji at the limit is dropped whole rather than left as half a surrogate pair.
  const topic = Array.from(cleaned).slice(0, TOPIC_MAX_LENGTH).join('').trim();
  const niche = resolveNiche((params.get(HASHTAG_SEARCH_PARAMS.niche) ?? '').trim().toLowerCase());
  return { topic, niche };
}

/** The prefill of a page's query string (see hashtagFormFromSearchParams); null when it names neither. */
export function hashtagPrefillFromSearch(search: string): { topic: string; niche: NicheId } | null {
  const params = new URLSearchParams(search);
  if (!Object.values(HASHTAG_SEARCH_PARAMS).some((name) => params.has(name))) return null;
  return hashtagFormFromSearchParams(params);
}
