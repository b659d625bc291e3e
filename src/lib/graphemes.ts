/**
 * Characters as a reader sees them (grapheme clusters): "é" typed as e + accent, "खा" (a letter and its
 * vowel sign) and "👨‍👩‍👧" are one character each, though they take two to eight UTF-16 units. Lengths
 * that a visitor is told about are counted this way, never with String.length.
 */

/** Created on first use: Intl.Segmenter is the platform's own segmentation, kept current with Unicode. */
let segmenter: Intl.Segmenter | undefined;

/**
 * A stand-in for a browser without Intl.Segmenter: a character with the combining marks, joiners and
 * variation selectors that follow it. Close enough for counting; only very old browsers take this path.
 */
const APPROXIMATE_GRAPHEME = /[\s\S][\p{M}\u200C\u200D]*/gu;

/** The text's grapheme clusters, in order. */
export function graphemes(text: string): string[] {
  if (typeof Intl.Segmenter !== 'function') return text.match(APPROXIMATE_GRAPHEME) ?? [];
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), ({ segment }) => segment);
}

/** How many characters the reader sees in `text`. */
export function graphemeLength(text: string): number {
  return graphemes(text).length;
}

/** The first `max` characters of `text`, never splitting one (an accent stays on its letter, an emoji whole). */
export function firstGraphemes(text: string, max: number): string {
  // Every character takes at least one UTF-16 unit: a text that short is already within the limit.
  return text.length <= max ? text : graphemes(text).slice(0, max).join('');
}
