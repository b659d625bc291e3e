/**
 * The words the browser draws by itself (the toaster, an
 * island's error screen, the consent prompt) in it: each language's copy of a dictionary slice is a file
 * of its own (`import.meta.glob` of src/i18n/<language>/<slice>.ts, lazily), loaded when it is needed. A
 * page carries none of them in its HTML, and no visitor downloads another language's.
 */
import { addressLanguage } from '@/lib/languagePrefix';

/** A slice's copies, as `import.meta.glob('<path to src>/i18n/*\/<slice>.ts', { import: '<slice>' })` gives them. */
export type LanguageCopies<Texts> = Record<string, () => Promise<Texts>>;

/** The copy of `slice` in `language` among `copies` (keys end with '/i18n/<language>/<slice>.ts'). */
export function languageCopy<Texts>(
  copies: LanguageCopies<Texts>,
  slice: string,
  language: string,
): (() => Promise<Texts>) | undefined {
  const key = Object.keys(copies).find((path) => path.endsWith(`/i18n/${language}/${slice}.ts`));
  return key ? copies[key] : undefined;
}

/** The copy of `slice` in the page's language. */
export function loadLanguageCopy<Texts>(copies: LanguageCopies<Texts>, slice: string): Promise<Texts> {
  const load = languageCopy(copies, slice, addressLanguage(location.pathname));
  return load ? load() : Promise.reject(new Error(`No copy of the ${slice} texts`));
}
