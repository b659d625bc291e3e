/**
 * Every language's dictionary, and the page's own: components read `pageTexts(Astro.url)`, islands get
 * their slice as props, so no page ships another language's texts.
 */
import { LANGUAGE_CODES, type Language } from '../data/languages';
import { dictionaryMismatches } from '../lib/dictionaries';
import { splitLanguagePath } from '../lib/languagePrefix';
import { withoutBase } from '../lib/sitePaths';
import type { Dictionary } from './dictionary';
import { en } from './en';
import { es } from './es';
import { ar } from './ar';

export type { Dictionary } from './dictionary';

export const DICTIONARIES: Readonly<Record<Language, Dictionary>> = { en, es, ar };

/**
 * Every place a dictionary departs from the English one, as 'es: calculator.share: missing'. The build
 * stops on any (src/integrations/languageDictionaries.ts).
 */
export function dictionaryProblems(): string[] {
  return LANGUAGE_CODES.flatMap((language) => {
    if (!Object.hasOwn(DICTIONARIES, language)) return [`${language}: no dictionary`];
    return dictionaryMismatches(en, DICTIONARIES[language]).map((problem) => `${language}: ${problem}`);
  });
}

/** The language of the page at `url` (its path, base included, as Astro gives it). */
export function pageLanguage(url: URL): Language {
  return splitLanguagePath(withoutBase(url.pathname)).language;
}

/** The dictionary of the page at `url`. */
export function pageTexts(url: URL): Dictionary {
  return DICTIONARIES[pageLanguage(url)];
}
