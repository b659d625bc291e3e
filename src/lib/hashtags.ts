/** Hashtag generator: turns a topic, an optional description and a niche into the four hashtag lists of SPEC §9. */
import { DEFAULT_NICHE_ID, HASHTAG_POOLS, isNicheId, type NicheId } from '../data/hashtagPools';
import { sampleWithoutReplacement, type RandomSource } from './random';

export const HASHTAG_COUNT_MIN = 5;
export const HASHTAG_COUNT_MAX = 30;
export const HASHTAG_COUNT_STEP = 5;
export const HASHTAG_COUNT_DEFAULT = 15;
export const HASHTAG_GENERATION_DELAY_MS = 800;

/** Length of the Trending and Niche-Focused lists, as shares of the requested count. */
export const TRENDING_SHARE = 0.4;
export const NICHE_SHARE = 0.6;

/** The Recommended Mix: 30% trending, 30% niche, 40% topic (for 15 hashtags, the 5-5-5 method). */
export const RECOMMENDED_TRENDING_SHARE = 0.3;
export const RECOMMENDED_NICHE_SHARE = 0.3;
export const RECOMMENDED_TOPIC_SHARE = 0.4;

/** Chance that each eligible description word becomes a topic hashtag. */
export const TOPIC_OPTIONAL_INCLUDE_CHANCE = 0.5;

/** A topic word becomes a hashtag of its own when longer than this many characters. */
export const TOPIC_WORD_MIN_EXCLUSIVE_CHARS = 3;
/** Two adjacent topic words become one hashtag when each is longer than this. */
export const TOPIC_PAIR_WORD_MIN_EXCLUSIVE_CHARS = 2;
/** A description word is a candidate when longer than this and not a stop word. */
export const DESCRIPTION_WORD_MIN_EXCLUSIVE_CHARS = 3;

/**
 * Common English words that say nothing about a video. Only words longer than three characters are
 * listed: shorter ones are already excluded by the length rule.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'about', 'above', 'after', 'again', 'against', 'also', 'always', 'another', 'anything', 'around', 'because',
  'been', 'before', 'being', 'below', 'best', 'between', 'both', 'came', 'come', 'could', 'didnt', 'does',
  'doesnt', 'doing', 'dont', 'down', 'during', 'each', 'even', 'ever', 'every', 'from', 'further', 'gets',
  'getting', 'going', 'gonna', 'good', 'great', 'have', 'having', 'here', 'into', 'just', 'know', 'like',
  'made', 'make', 'makes', 'making', 'many', 'more', 'most', 'much', 'must', 'need', 'never', 'next', 'only',
  'other', 'over', 'really', 'same', 'should', 'show', 'shows', 'since', 'some', 'something', 'still',
  'such', 'take', 'than', 'that', 'thats', 'their', 'them', 'then', 'there', 'these', 'they', 'thing',
  'things', 'this', 'those', 'through', 'under', 'until', 'very', 'want', 'wants', 'well', 'were', 'what',
  'when', 'where', 'which', 'while', 'will', 'with', 'within', 'without', 'would', 'your', 'youre', 'yours',
  'yourself',
]);

/** Guidance texts (SPEC §2, §9): how many hashtags to use. */
export const HASHTAGS_RECOMMENDED_PER_POST = { min: 7, max: 15 } as const;
export const HASHTAGS_MAX_PER_POST = 30;
/** What tends to work for everyday posting, once a mix has been tested. */
export const HASHTAGS_EVERYDAY_PER_VIDEO = { min: 3, max: 5 } as const;

/** Longest topic and description the form accepts (and the longest a ?topic= link can prefill). */
export const TOPIC_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 500;

export const TOPIC_REQUIRED_TITLE = 'Input Required';
export const TOPIC_REQUIRED_MESSAGE = 'Please enter a topic for your content';

/**
 * Thrown by generateHashtags for a blank topic. The UI is expected to check isTopicBlank first (the
 * spec wants the toast instead of the 800 ms generating state), so reaching this is a programming
 * error; the title and message are the spec's toast texts all the same.
 */
export class HashtagTopicRequiredError extends Error {
  readonly title = TOPIC_REQUIRED_TITLE;

  constructor() {
    super(TOPIC_REQUIRED_MESSAGE);
    this.name = 'HashtagTopicRequiredError';
  }
}

export interface HashtagRequest {
  topic: string;
  description?: string;
  /** A niche id; anything unknown falls back to the general pool. */
  niche: string;
  count: number;
}

export interface HashtagResult {
  recommended: string[];
  trending: string[];
  topic: string[];
  niche: string[];
}

// ---------------------------------------------------------------------------------------------------
// Turning text into hashtags

/** Letters that NFD does not split into a base letter and an accent. */
const LETTERS_WITHOUT_DECOMPOSITION: Readonly<Record<string, string>> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i',
};

/**
 * The lower-case ASCII words of `text`: accents stripped ("Crème" gives "creme"), apostrophes dropped
 * so "mom's" stays one word, and any other character outside letters, digits and underscores treated
 * as a word break. Scripts without a Latin spelling yield no words, since the platform's hashtags (and
 * our validity rule) are ASCII only.
 */
export function hashtagWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => LETTERS_WITHOUT_DECOMPOSITION[letter] ?? '')
    .replace(/['’]/g, '')
    .split(/[^a-z0-9_]+/)
    .filter((word) => word !== '');
}

function hashtagOf(words: readonly string[]): string | null {
  const body = words.join('');
  return body === '' ? null : `#${body}`;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** "Café Crème" gives "#cafecreme"; null when nothing hashtag-worthy is left. */
export function toHashtag(text: string): string | null {
  return hashtagOf(hashtagWords(text));
}

/** "skincare routine" gives "#SkincareRoutine", easier to read and for screen readers to speak. */
export function toCapitalisedHashtag(text: string): string | null {
  return hashtagOf(hashtagWords(text).map(capitalise));
}

export function isTopicBlank(topic: string): boolean {
  return topic.trim() === '';
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
// Generation

/** Rounded share of a count; shares are whole percentages, so integer arithmetic keeps 4.5 from becoming 4.4999…. */
function shareOf(count: number, share: number): number {
  return Math.round((count * Math.round(share * 100)) / 100);
}

/**
 * How many hashtags of the Recommended Mix come from each source. Topic takes what is left, which is
 * RECOMMENDED_TOPIC_SHARE of the count up to rounding, so the three always add up to the count
 * exactly (15 gives 5 + 5 + 5).
 */
export function recommendedQuotas(count: number): { trending: number; niche: number; topic: number } {
  const total = clampHashtagCount(count);
  const trending = shareOf(total, RECOMMENDED_TRENDING_SHARE);
  const niche = shareOf(total, RECOMMENDED_NICHE_SHARE);
  return { trending, niche, topic: total - trending - niche };
}

export function resolveNiche(niche: string): NicheId {
  return isNicheId(niche) ? niche : DEFAULT_NICHE_ID;
}

function adjacentPairs(words: readonly string[]): [string, string][] {
  return words.slice(1).map((word, index) => [words[index] as string, word]);
}

function longerThan(chars: number): (word: string) => boolean {
  return (word) => word.length > chars;
}

/** Description words eligible for the topic list, each once, leaving out words the topic already has. */
function descriptionCandidates(description: string, topicWords: readonly string[]): string[] {
  const eligible = hashtagWords(description).filter(
    (word) => word.length > DESCRIPTION_WORD_MIN_EXCLUSIVE_CHARS && !STOP_WORDS.has(word) && !topicWords.includes(word),
  );
  return [...new Set(eligible)];
}

/**
 * The topic list, in this order: joined topic, capitalised joined topic, single words, adjacent pairs,
 * then description words that win a coin toss. Duplicates are removed by exact string, not case-
 * insensitively: the joined and capitalised forms always differ only in case, and the spec lists both
 * so the creator can choose the readable one. (The Recommended Mix, where a slot is precious, counts
 * them as one.)
 */
export function topicHashtags(topic: string, description: string, random: RandomSource): string[] {
  const words = hashtagWords(topic);
  const pairs = adjacentPairs(words).filter((pair) => pair.every(longerThan(TOPIC_PAIR_WORD_MIN_EXCLUSIVE_CHARS)));
  const chosenDescriptionWords = descriptionCandidates(description, words).filter(
    () => random() < TOPIC_OPTIONAL_INCLUDE_CHANCE,
  );
  const candidates = [
    hashtagOf(words),
    hashtagOf(words.map(capitalise)),
    ...words.filter(longerThan(TOPIC_WORD_MIN_EXCLUSIVE_CHARS)).map((word) => hashtagOf([word])),
    ...pairs.map(hashtagOf),
    ...chosenDescriptionWords.map((word) => hashtagOf([word])),
  ];
  return [...new Set(candidates.filter((tag): tag is string => tag !== null))];
}

/** Appends up to `quota` tags from `source` that are not yet in `seen` (compared case-insensitively). */
function takeDistinct(source: readonly string[], quota: number, seen: Set<string>, into: string[]): void {
  let taken = 0;
  for (const tag of source) {
    if (taken >= quota) return;
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    into.push(tag);
    taken++;
  }
}

/**
 * The Recommended Mix: the first hashtags of each list by quota, then random top-ups from each of
 * `topUpPools` in turn until the count is reached. Case-insensitive de-duplication, because
 * #SkincareRoutine and #skincareroutine are one tag on the platform.
 */
export function recommendedMix(
  lists: Omit<HashtagResult, 'recommended'>,
  count: number,
  topUpPools: readonly (readonly string[])[],
  random: RandomSource,
): string[] {
  const quotas = recommendedQuotas(count);
  const total = quotas.trending + quotas.niche + quotas.topic;
  const seen = new Set<string>();
  const mix: string[] = [];
  takeDistinct(lists.trending, quotas.trending, seen, mix);
  takeDistinct(lists.niche, quotas.niche, seen, mix);
  takeDistinct(lists.topic, quotas.topic, seen, mix);
  for (const pool of topUpPools) {
    const unused = pool.filter((tag) => !seen.has(tag.toLowerCase()));
    takeDistinct(sampleWithoutReplacement(unused, total - mix.length, random), total - mix.length, seen, mix);
  }
  return mix;
}

/**
 * The four lists for one request. `count` is clamped to the stepper's values first. The topic list is
 * cut to the requested count, so no tab offers more hashtags than asked for. A topic with no Latin
 * letters or digits (say, only emoji) is not blank, so it generates, with an empty topic list and a
 * Recommended Mix made up entirely from the pools.
 *
 * @throws HashtagTopicRequiredError when the topic is blank after trimming.
 */
export function generateHashtags(request: HashtagRequest, random: RandomSource = Math.random): HashtagResult {
  if (isTopicBlank(request.topic)) throw new HashtagTopicRequiredError();
  const count = clampHashtagCount(request.count);
  const nichePool = HASHTAG_POOLS[resolveNiche(request.niche)];
  const trending = sampleWithoutReplacement(HASHTAG_POOLS.trending, Math.max(1, shareOf(count, TRENDING_SHARE)), random);
  const niche = sampleWithoutReplacement(nichePool, Math.max(1, shareOf(count, NICHE_SHARE)), random);
  const topic = topicHashtags(request.topic, request.description ?? '', random).slice(0, count);
  // Trending first, as the spec says; the niche and general pools only matter should trending run dry.
  const topUpPools = [HASHTAG_POOLS.trending, nichePool, HASHTAG_POOLS[DEFAULT_NICHE_ID]];
  const recommended = recommendedMix({ trending, niche, topic }, count, topUpPools, random);
  return { recommended, trending, topic, niche };
}

/** The text a copy button puts on the clipboard. */
export function formatHashtagsForCopy(hashtags: readonly string[]): string {
  return hashtags.join(' ');
}

export const HASHTAGS_GENERATED_TITLE = 'Hashtags generated!';
export const HASHTAGS_COPIED_TITLE = 'Copied to clipboard!';

export function hashtagsGeneratedMessage(count: number, topic: string): string {
  return `${count} hashtags ready for "${topic.trim()}". Pick the ones that fit your video.`;
}

export function hashtagsCopiedMessage(count: number): string {
  return `${count} hashtag${count === 1 ? '' : 's'} copied. Paste ${count === 1 ? 'it' : 'them'} into your caption.`;
}

/** The result tabs, in the order shown (SPEC §2). */
export const HASHTAG_RESULT_TABS = [
  { id: 'recommended', label: 'Recommended Mix', hint: '30% trending, 30% niche and 40% topic hashtags: the 5-5-5 method at 15.' },
  { id: 'trending', label: 'Trending', hint: 'Broad hashtags that are popular across the platform right now.' },
  { id: 'topic', label: 'Topic-Specific', hint: 'Hashtags built from your topic and description.' },
  { id: 'niche', label: 'Niche-Focused', hint: 'Community hashtags where viewers of your niche gather.' },
] as const satisfies readonly { id: keyof HashtagResult; label: string; hint: string }[];

export type HashtagResultTabId = (typeof HASHTAG_RESULT_TABS)[number]['id'];

// ---------------------------------------------------------------------------------------------------
// Prefill from the URL

export const HASHTAG_SEARCH_PARAMS = { topic: 'topic', niche: 'niche' } as const;

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
