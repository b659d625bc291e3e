/**
 * What a hashtag may hold, in one place: the words of a text as hashtags take them, the test of a
 * finished hashtag and the key under which two hashtags count as one. Hashtags on the short-video
 * platforms take the letters and digits of any script, so a topic keeps its own: "料理", "рецепты",
 * "طبخ", "crème". The generator, the trend frontmatter rules and the tests all go through here.
 */
import { graphemes } from './graphemes';

/**
 * A character that belongs in a word: a letter of any script (letter-numbers such as 〇 and Ⅻ too), a
 * decimal digit of any script, or an underscore (the connector punctuation, as in snake_case).
 */
const WORD_BASE = /[\p{L}\p{Nl}\p{Nd}\p{Pc}]/u;

/**
 * What a word keeps of a character: its base, the combining marks written on it (accents, vowel signs,
 * viramas: Devanagari, Thai and Arabic words stay whole) and the zero-width joiner and non-joiner,
 * which choose how letters join in Persian, Devanagari or Sinhala and are part of the spelling there.
 */
const WORD_PART = /[\p{L}\p{Nl}\p{Nd}\p{Pc}\p{M}\u200C\u200D]/gu;

/**
 * Marks of an emoji: a pictograph, a flag's regional indicator, a skin tone, a keycap (1️⃣ is a digit,
 * an emoji selector and a keycap) or the selector that asks for emoji presentation. A character that
 * holds one is an emoji, and an emoji ends a word like punctuation does.
 */
const EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}\p{Emoji_Modifier}\u20E3\uFE0F]/u;

/**
 * Invisible formatting that is no part of a word, removed before splitting so a word pasted with it
 * gives the same hashtag as one typed without: direction marks and overrides, the soft hyphen, the
 * word joiner and invisible operators, the byte-order mark. The zero-width space is not among them:
 * it marks a word break (Thai and Khmer text uses it between words), so it splits like a space.
 */
export const INVISIBLE_FORMATTING = /[\u00AD\u061C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/gu;

/** Apostrophes are dropped rather than splitting a word, so "mom's" gives #moms. */
const APOSTROPHES = /['’]/gu;

/** Joiners at the start or end of a word join nothing. */
const JOINERS_AT_EDGES = /^[\u200C\u200D]+|[\u200C\u200D]+$/gu;

function isWordCharacter(grapheme: string): boolean {
  return WORD_BASE.test(grapheme) && !EMOJI.test(grapheme);
}

/**
 * The words of `text` as typed (NFC, so "é" typed as e + accent and "é" typed at once are one word):
 * runs of letters with their marks, digits and underscores. Spaces, punctuation, symbols and emoji
 * split words and never appear in one. Text in a script written without spaces, such as Japanese or
 * Thai, is one word until a space or punctuation splits it.
 */
function wordsAsTyped(text: string): string[] {
  const words: string[] = [];
  let word = '';
  const endWord = () => {
    const trimmed = word.replace(JOINERS_AT_EDGES, '');
    if (trimmed !== '') words.push(trimmed);
    word = '';
  };
  const cleaned = text.normalize('NFC').replace(INVISIBLE_FORMATTING, '').replace(APOSTROPHES, '');
  for (const grapheme of graphemes(cleaned)) {
    if (isWordCharacter(grapheme)) word += grapheme.match(WORD_PART)?.join('') ?? '';
    else endWord();
  }
  endWord();
  return words;
}

/**
 * Case folded where the script has case ("Crème" and "CRÈME" are "crème"); scripts without case are
 * unchanged. Accents stay as typed. The capital İ, written only in Turkish and Azerbaijani, folds to
 * their plain i: the language-neutral lower case would be i plus a combining dot.
 */
function foldCase(text: string): string {
  return text.replace(/İ/gu, 'i').toLowerCase().normalize('NFC');
}

/** The words of `text` that can make hashtags, in lower case where the script has case. */
export function hashtagWords(text: string): string[] {
  return wordsAsTyped(text).map(foldCase);
}

/**
 * Whether `tag` is one hashtag: "#" and then a single word as hashtagWords reads one, in NFC, in any
 * case. "#料理", "#CrèmeBrûlée" and "#snake_case" are; "#fyp!", "#two words" and "#🔥" are not.
 */
export function isHashtag(tag: string): boolean {
  if (!tag.startsWith('#')) return false;
  const body = tag.slice(1);
  const words = wordsAsTyped(body);
  return words.length === 1 && words[0] === body;
}

/**
 * isHashtag as one regular expression, for tools that take a pattern (the content editor checks it as
 * the author types): "#", a word character, then word characters and their marks. It accepts every
 * hashtag isHashtag accepts; the few it lets through that isHashtag does not (text not in NFC, a keycap
 * emoji such as 1️⃣, a joiner at the end) are still stopped by the build. A function, not a constant:
 * the generator's islands import this module, and an unused function is left out of their bundles.
 */
export function hashtagPattern(): RegExp {
  return new RegExp(`^#${WORD_BASE.source}${WORD_PART.source}*$`, 'u');
}

/** Two hashtags with the same key are the same hashtag on the platform: #SkincareRoutine is #skincareroutine. */
export function hashtagKey(tag: string): string {
  return foldCase(tag.normalize('NFC'));
}
