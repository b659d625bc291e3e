/**
 * Hashtag generator: turns a topic, an optional description and a niche into the four hashtag lists
 * (trending, niche-focused, topic-specific and the recommended mix), drawing on one language's
 * vocabulary (its hashtag pools and stop words): the rules are the same in every language.
 */
import type { HashtagVocabulary } from '@/data/hashtagVocabulary';
import { sampleWithoutReplacement, type RandomSource } from './random';
import {
  DESCRIPTION_WORD_MIN_EXCLUSIVE_CHARS,
  NICHE_SHARE,
  RECOMMENDED_NICHE_SHARE,
  RECOMMENDED_TOPIC_SHARE,
  RECOMMENDED_TRENDING_SHARE,
  TOPIC_OPTIONAL_INCLUDE_CHANCE,
  TOPIC_PAIR_WORD_MIN_EXCLUSIVE_CHARS,
  TOPIC_WORD_MIN_EXCLUSIVE_CHARS,
  TRENDING_SHARE,
} from '@/data/hashtagGenerator';
import {
  clampHashtagCount,
  isTopicBlank,
  maxLengthOf,
  resolveNiche,
  textOverLimit,
  type HashtagRequest,
  type HashtagResult,
  type LimitedField,
} from './hashtagForm';
import { graphemeLength, graphemes } from './graphemes';
import { hashtagKey, hashtagWords } from './hashtagText';

/** Georgian in everyday (Mkhedruli) letters: its title case is the letter itself. */
const GEORGIAN = /^[\u10D0-\u10FA\u10FD-\u10FF]/u;

/** Letters whose title case is not their capital: the Latin digraphs written as one letter (ǉ, ǌ, ǆ, ǳ). */
const TITLE_CASE_EXCEPTIONS: Readonly<Record<string, string>> = { ǆ: 'ǅ', ǉ: 'ǈ', ǌ: 'ǋ', ǳ: 'ǲ' };

/**
 * Thrown by generateHashtags for a blank topic. The UI is expected to check isTopicBlank first (the
 * spec wants the toast, in the page's language, instead of the 800 ms generating state), so reaching
 * this is a programming error: its message is for developers.
 */
export class HashtagTopicRequiredError extends Error {
  constructor() {
    super('The topic is blank: check isTopicBlank before generating.');
    this.name = 'HashtagTopicRequiredError';
  }
}

/**
 * Thrown by generateHashtags for a topic or description longer than the form allows, counted in the
 * characters a reader sees. Like a blank topic, the UI checks first (charactersOverLimit) and says so
 * beside the field, in the page's language.
 */
export class HashtagTextTooLongError extends Error {
  constructor(
    readonly field: LimitedField,
    readonly over: number,
  ) {
    super(`The ${field} is ${over} characters over its limit of ${maxLengthOf(field)}.`);
    this.name = 'HashtagTextTooLongError';
  }
}

// ---------------------------------------------------------------------------------------------------
// Turning words into hashtags (what a word may hold is hashtagText.ts's rule)

/** ["crème", "brûlée"] gives "#crèmebrûlée"; null when nothing hashtag-worthy is left. */
function hashtagOf(words: readonly string[]): string | null {
  const body = words.join('');
  return body === '' ? null : `#${body}`;
}

/**
 * The word with its first character capitalised as a title would have it: "crème" gives "Crème",
 * "ǉubav" "ǈubav", "straße" stays "Straße". A script without case is left as it is, and so is
 * Georgian, whose capitals (Mtavruli) are for all-caps text and never start a word.
 */
function capitalise(word: string): string {
  const [first = '', ...rest] = graphemes(word);
  if (GEORGIAN.test(first)) return word;
  // A letter whose capital is two letters (ß, the ligature ﬁ) keeps the first as a capital: "Ss", "Fi".
  const [capital = '', ...others] = TITLE_CASE_EXCEPTIONS[first] ?? first.toUpperCase();
  return `${capital}${others.join('').toLowerCase()}${rest.join('')}`.normalize('NFC');
}

// ---------------------------------------------------------------------------------------------------
// Generation

/**
 * A share of a count, rounded as `round` says. Shares are whole percentages, so integer arithmetic
 * keeps 4.5 from becoming 4.4999… (and 15 × 30% from rounding down to 4.49).
 */
function shareOf(count: number, share: number, round: (value: number) => number = Math.round): number {
  return round((count * Math.round(share * 100)) / 100);
}

/**
 * How many hashtags of the Recommended Mix come from each list: each share of the count rounded
 * down (15 gives 4 + 4 + 6), so the three may add up to less than the count; the mix tops up the rest.
 */
export function recommendedQuotas(count: number): { trending: number; niche: number; topic: number } {
  const total = clampHashtagCount(count);
  return {
    trending: shareOf(total, RECOMMENDED_TRENDING_SHARE, Math.floor),
    niche: shareOf(total, RECOMMENDED_NICHE_SHARE, Math.floor),
    topic: shareOf(total, RECOMMENDED_TOPIC_SHARE, Math.floor),
  };
}

function adjacentPairs(words: readonly string[]): [string, string][] {
  return words.slice(1).map((word, index) => [words[index], word]);
}

/** Lengths are counted in the characters a reader sees, so "खाना" is 2 long and "crème" 5, whatever the encoding. */
function longerThan(chars: number): (word: string) => boolean {
  return (word) => graphemeLength(word) > chars;
}

/** Description words eligible for the topic list, each once, leaving out words the topic already has. */
function descriptionCandidates(
  description: string,
  topicWords: readonly string[],
  stopWords: HashtagVocabulary['stopWords'],
): string[] {
  const eligible = hashtagWords(description).filter(
    (word) => word.length > DESCRIPTION_WORD_MIN_EXCLUSIVE_CHARS && !stopWords.has(word) && !topicWords.includes(word),
  );
  return [...new Set(eligible)];
}

/**
 * The topic list, in this order: joined topic, capitalised joined topic, single words, adjacent pairs,
 * then description words that win a coin toss. Duplicates are removed by exact string, not case-
 * insensitively: the joined and capitalised forms differ only in case, and the spec lists both so the
 * creator can choose the readable one. (In a script without case they are one string, listed once. The
 * Recommended Mix, where a slot is precious, counts them as one.) A topic in a script written without
 * spaces (Japanese, Chinese, Thai) is a single word until a space or punctuation splits it, so it gives
 * the joined topic, and that word again (listed once) when longer than the word threshold. Description
 * words among the language's `stopWords` are left out.
 */
export function topicHashtags(
  topic: string,
  description: string,
  stopWords: HashtagVocabulary['stopWords'],
  random: RandomSource,
): string[] {
  const words = hashtagWords(topic);
  const pairs = adjacentPairs(words).filter((pair) => pair.every(longerThan(TOPIC_PAIR_WORD_MIN_EXCLUSIVE_CHARS)));
  const chosenDescriptionWords = descriptionCandidates(description, words, stopWords).filter(
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
    const key = hashtagKey(tag);
    if (seen.has(key)) continue;
    seen.add(key);
    into.push(tag);
    taken++;
  }
}

/**
 * The Recommended Mix: the first hashtags of each list by quota, de-duplicated case-insensitively
 * (#SkincareRoutine and #skincareroutine are one tag on the platform), then random hashtags from
 * `topUpPool` not yet in the mix until the count is reached. A top-up pool at least as large as the
 * count always suffices: every one of its tags is either in the mix already or still free.
 */
export function recommendedMix(
  lists: Omit<HashtagResult, 'recommended'>,
  count: number,
  topUpPool: readonly string[],
  random: RandomSource,
): string[] {
  const total = clampHashtagCount(count);
  const quotas = recommendedQuotas(total);
  const seen = new Set<string>();
  const mix: string[] = [];
  takeDistinct(lists.trending, quotas.trending, seen, mix);
  takeDistinct(lists.niche, quotas.niche, seen, mix);
  takeDistinct(lists.topic, quotas.topic, seen, mix);
  const unused = topUpPool.filter((tag) => !seen.has(hashtagKey(tag)));
  takeDistinct(sampleWithoutReplacement(unused, total - mix.length, random), total - mix.length, seen, mix);
  return mix;
}

/**
 * The four lists for one request, from the pools and stop words of the page's language. `count` is clamped to the stepper's values first; it sets the length
 * of the recommended, trending and niche lists, while the topic list holds everything the topic and
 * description give (its rules set no cap). A topic with no letters or digits in any script (say, only
 * emoji) is not blank, so it generates, with an empty topic list and a Recommended Mix made up entirely
 * from the pools.
 *
 * @throws HashtagTopicRequiredError when the topic is blank after trimming.
 * @throws HashtagTextTooLongError when the topic or description is longer than the form allows.
 */
export function generateHashtags(
  request: HashtagRequest,
  vocabulary: HashtagVocabulary,
  random: RandomSource = Math.random,
): HashtagResult {
  if (isTopicBlank(request.topic)) throw new HashtagTopicRequiredError();
  const tooLong = textOverLimit(request);
  if (tooLong) throw new HashtagTextTooLongError(tooLong.field, tooLong.over);
  const count = clampHashtagCount(request.count);
  const { pools, stopWords } = vocabulary;
  const nichePool = pools[resolveNiche(request.niche)];
  const trending = sampleWithoutReplacement(pools.trending, Math.max(1, shareOf(count, TRENDING_SHARE)), random);
  const niche = sampleWithoutReplacement(nichePool, Math.max(1, shareOf(count, NICHE_SHARE)), random);
  const topic = topicHashtags(request.topic, request.description ?? '', stopWords, random);
  const recommended = recommendedMix({ trending, niche, topic }, count, pools.trending, random);
  return { recommended, trending, topic, niche };
}
