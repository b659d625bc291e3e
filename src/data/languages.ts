/**
 * The site's languages: the one list every table keyed by language follows. English is the default and
 * keeps the root; every other language lives under its own path segment ('/es/...', '/pt-br/...').
 * A language is its code in LANGUAGE_CODES, its settings in LANGUAGES, and its folders: the dictionary
 * (src/i18n/<code>/), the hashtag words (src/data/hashtagVocabularies/<code>.ts) and its content
 * (src/content/<collection>/<code>/). A test fails when the folders and this list disagree.
 */

export interface LanguageSettings {
  /** The language's own name, as its readers write it (the language switcher shows it). */
  nativeName: string;
  /** The BCP 47 tag `Intl` formats with (numbers, currency, dates, plurals, sorting). */
  intlLocale: string;
  /** Writing direction, for `<html dir>`. */
  dir: 'ltr' | 'rtl';
  /** Open Graph's locale form (language_TERRITORY). */
  ogLocale: string;
  /**
   * The page's BCP 47 language tag (`<html lang>`, `hreflang`, the feeds' language), which may differ from
   * the path segment ('pt-BR' for '/pt-br/'). Pagefind keeps one index per tag and stems by its language.
   */
  htmlLang: string;
}

/**
 * Every language's code, the default first: its path segment and its folders' name (lower case, letters
 * and hyphens: 'es', 'pt-br'). On its own, so browser code that reads a path's language carries the
 * codes and nothing of the settings below.
 */
export const LANGUAGE_CODES = ['en', 'es', 'ar', 'pt-br', 'id'] as const;

export type Language = (typeof LANGUAGE_CODES)[number];

/** Each language's settings: one per code above, none besides (the type checker holds the two together). */
export const LANGUAGES = {
  en: { nativeName: 'English', intlLocale: 'en-US', dir: 'ltr', ogLocale: 'en_US', htmlLang: 'en' },
  es: { nativeName: 'Español', intlLocale: 'es', dir: 'ltr', ogLocale: 'es_ES', htmlLang: 'es' },
  // Western digits (0-9) in Arabic: the digits Arabic phone keyboards type into the calculator's fields,
  // TikTok's Arabic app shows its counts with, and the Maghreb writes; one set of digits across fields,
  // results, hashtags and addresses. Arabic-Indic digits are the locale without '-u-nu-latn'.
  ar: { nativeName: 'العربية', intlLocale: 'ar-u-nu-latn', dir: 'rtl', ogLocale: 'ar_AR', htmlLang: 'ar' },
  'pt-br': { nativeName: 'Português (Brasil)', intlLocale: 'pt-BR', dir: 'ltr', ogLocale: 'pt_BR', htmlLang: 'pt-BR' },
  id: { nativeName: 'Bahasa Indonesia', intlLocale: 'id', dir: 'ltr', ogLocale: 'id_ID', htmlLang: 'id' },
} as const satisfies Readonly<Record<Language, LanguageSettings>>;

/**
 * The language at the site's root, and the source of every dictionary. Its code is also its `<html lang>`
 * (a unit test holds them together), so browser code names English's search index without the settings.
 */
export const DEFAULT_LANGUAGE = 'en' satisfies Language;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/**
 * Interface pages whose texts are not translated yet, by language, as root-relative path patterns ('*'
 * for one path segment). Such a page is built in English only, and links to it from other languages
 * go to its English page. A language without an entry here has every interface page.
 */
export const UNTRANSLATED_INTERFACE_PAGES: Readonly<Partial<Record<Language, readonly string[]>>> = {};
