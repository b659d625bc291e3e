/**
 * The calculator island's props that come from the page: its slice of the dictionary (the page passes
 * it, so the island never imports a dictionary) and the locale it formats figures in.
 */
import { POSTS_MAX } from '@/data/earnings';
import type { Dictionary } from '@/i18n/dictionary';
import { pluralText } from '@/lib/dictionaries';

type CalculatorSlice = Dictionary['calculator']['island'];

/**
 * The slice as the island gets it: counted texts whose number never changes arrive as the one form
 * that number takes, chosen by the page, so the island ships one form instead of every language's
 * categories. The number itself stays a placeholder the island fills as it formats it ({max}).
 */
type CalculatorTexts = Omit<CalculatorSlice, 'postsHint'> & { postsHint: string };

export interface CalculatorLanguage {
  texts: CalculatorTexts;
  /** The page's `Intl` locale ('en-US', 'es'). */
  locale: string;
}

/** The island's texts from the page's slice: the posts hint in the form its limit (POSTS_MAX) takes. */
export function calculatorTexts(slice: CalculatorSlice, locale: string): CalculatorTexts {
  return { ...slice, postsHint: pluralText(slice.postsHint, POSTS_MAX, locale, '{max}') };
}
