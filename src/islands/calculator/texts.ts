/**
 * The calculator island's props that come from the page: its slice of the dictionary (the page passes
 * it, so the island never imports a dictionary) and the locale it formats figures in.
 */
import type { Dictionary } from '@/i18n/dictionary';

type CalculatorTexts = Dictionary['calculator']['island'];

export interface CalculatorLanguage {
  texts: CalculatorTexts;
  /** The page's `Intl` locale ('en-US', 'es'). */
  locale: string;
}
