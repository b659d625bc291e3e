/**
 * Every language's dictionary, and the page's own: components read `pageTexts(Astro.url)`, islands get
 * their slice as props, so no page ships another language's texts. The dictionaries are the folders of
 * src/i18n, each named by its language's code, found by the build; the language list says which are the
 * site's (a folder without a list entry, or an entry without a folder, stops the build:
 * src/integrations/languageFolders.ts).
 */
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_CODES, type Language } from '../data/languages';
import { dictionaryMismatches, pluralFormProblems } from '../lib/dictionaries';
import { outdatedTexts, type InterfaceTextRecord } from '../lib/interfaceTextRecords';
import { addressLanguage } from '../lib/languagePrefix';
import type { Dictionary } from './dictionary';
import { dictionary as en } from './en';

/** Each dictionary folder's index, by folder name: './es/index.ts' -> 'es'. */
const FOLDERS: Readonly<Record<string, Dictionary>> = Object.fromEntries(
  Object.entries(import.meta.glob<Dictionary>('./*/index.ts', { eager: true, import: 'dictionary' })).map(
    ([path, dictionary]) => [path.split('/')[1], dictionary],
  ),
);

export const DICTIONARIES = Object.fromEntries(
  LANGUAGE_CODES.map((language) => [language, FOLDERS[language]]),
) as Readonly<Record<Language, Dictionary>>;

/**
 * Every place a listed language's dictionary departs from the English one, as 'es: calculator.share:
 * missing' or "ar: trend.buttons.views: no 'few' form". The build stops on any, and on a dictionary
 * folder the list lacks or the reverse (src/integrations/languageFolders.ts).
 */
export function dictionaryProblems(): string[] {
  return LANGUAGE_CODES.flatMap((language) => {
    const dictionary = FOLDERS[language];
    if (!dictionary) return [];
    return [
      ...dictionaryMismatches(en, dictionary),
      ...pluralFormProblems(en, dictionary, LANGUAGES[language].intlLocale),
    ].map((problem) => `${language}: ${problem}`);
  });
}

/** Each translated dictionary's record of the English texts it translates (translatedFrom.json), by folder. */
const TEXT_RECORDS: Readonly<Record<string, InterfaceTextRecord>> = Object.fromEntries(
  Object.entries(
    import.meta.glob<InterfaceTextRecord>('./*/translatedFrom.json', { eager: true, import: 'default' }),
  ).map(([path, record]) => [path.split('/')[1], record]),
);

/**
 * The interface texts each language has not caught up with: the keys whose English text changed since
 * its record (or that the record lacks), by language; languages with none left out. The build warns
 * with them; `npm run translations` lists them with the entries.
 */
export function outdatedInterfaceTexts(): Partial<Record<Language, string[]>> {
  return Object.fromEntries(
    LANGUAGE_CODES.filter((language) => language !== DEFAULT_LANGUAGE && FOLDERS[language])
      .map((language) => [language, outdatedTexts(en, TEXT_RECORDS[language] ?? {})] as const)
      .filter(([, keys]) => keys.length > 0),
  );
}

/** The language of the page at `url` (its path, base included, as Astro gives it). */
export function pageLanguage(url: URL): Language {
  return addressLanguage(url.pathname);
}

/** The dictionary of the page at `url`. */
export function pageTexts(url: URL): Dictionary {
  return DICTIONARIES[pageLanguage(url)];
}
