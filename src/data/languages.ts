/**
 * The site's languages. English is the default and keeps the root; every other language lives under its
 * own path prefix ('/es/...'). Adding a language is an entry here, a dictionary in src/i18n and content.
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
  /** The language Pagefind stems with, as the page's `<html lang>` names it. */
  htmlLang: string;
}

/**
 * Every language's code, the default first. On its own, so browser code that only reads a path's
 * language prefix does not ship the settings below.
 */
export const LANGUAGE_CODES = ['en', 'es', 'ar'] as const;

export type Language = (typeof LANGUAGE_CODES)[number];

export const LANGUAGES: Readonly<Record<Language, LanguageSettings>> = {
  en: { nativeName: 'English', intlLocale: 'en-US', dir: 'ltr', ogLocale: 'en_US', htmlLang: 'en' },
  es: { nativeName: 'Español', intlLocale: 'es', dir: 'ltr', ogLocale: 'es_ES', htmlLang: 'es' },
  // Western digits (0-9) in Arabic: the digits Arabic phone keyboards type into the calculator's fields,
  // TikTok's Arabic app shows its counts with, and the Maghreb writes; one set of digits across fields,
  // results, hashtags and addresses. Arabic-Indic digits are the locale without '-u-nu-latn'.
  ar: { nativeName: 'العربية', intlLocale: 'ar-u-nu-latn', dir: 'rtl', ogLocale: 'ar_AR', htmlLang: 'ar' },
};

/** The language at the site's root, and the source of every dictionary. */
export const DEFAULT_LANGUAGE = 'en' satisfies Language;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/**
 * Interface pages whose texts are not translated yet, by language, as root-relative path patterns ('*'
 * for one path segment). Such a page is built in English only, and links to it from other languages
 * go to its English page. Interface pages exist in every language once this list is empty.
 */
export const UNTRANSLATED_INTERFACE_PAGES: Readonly<Record<Language, readonly string[]>> = {
  en: [],
  es: [],
  ar: [],
};
