/**
 * Words the browser draws by itself (the toaster, an island's error screen, the consent prompt), in the
 * page's language: each language's copy of a dictionary slice is a file of its own
 * (`import.meta.glob` of src/i18n/<language>/<slice>.ts, lazily), loaded when it is needed. A page
 * carries none of them in its HTML, and no visitor downloads another language's.
 */
import { DEFAULT_LANGUAGE, type Language } from '@/data/languages';
import { splitLanguagePath } from '@/lib/languagePaths';
import { withoutBase } from '@/lib/sitePaths';

/** A slice's copies, as `import.meta.glob('../i18n/*\/<slice>.ts', { import: '<slice>' })` in src/scripts gives them. */
export type LanguageCopies<Texts> = Record<string, () => Promise<Texts>>;

/** The language of the current page, as its address says. */
export function currentPageLanguage(): Language {
  return splitLanguagePath(withoutBase(location.pathname)).language;
}

/** The copy of `slice` in the current page's language (the default language's should it have none). */
export function loadLanguageCopy<Texts>(copies: LanguageCopies<Texts>, slice: string): Promise<Texts> {
  const load =
    copies[`../i18n/${currentPageLanguage()}/${slice}.ts`] ?? copies[`../i18n/${DEFAULT_LANGUAGE}/${slice}.ts`];
  return load ? load() : Promise.reject(new Error(`No copy of the ${slice} texts`));
}
