/**
 * Words the browser draws by itself (the toaster, an island's error screen, the consent prompt), in the
 * page's language: each language's copy of a dictionary slice is a file of its own
 * (`import.meta.glob` of src/i18n/<language>/<slice>.ts, lazily), loaded when it is needed. A page
 * carries none of them in its HTML, and no visitor downloads another language's.
 */
/** A slice's copies, as `import.meta.glob('../i18n/*\/<slice>.ts', { import: '<slice>' })` in src/scripts gives them. */
type LanguageCopies<Texts> = Record<string, () => Promise<Texts>>;

/**
 * The copy of `slice` in the page's language, which `<html lang>` names (a dictionary's folder is its
 * language's code, and each language's `htmlLang` is that code or starts with it, as 'pt' in 'pt-BR';
 * the build checks that every language has every slice). Read from the page rather than its address,
 * so the few bytes every page's toast code carries need no table of languages.
 */
export function loadLanguageCopy<Texts>(copies: LanguageCopies<Texts>, slice: string): Promise<Texts> {
  const lang = document.documentElement.lang;
  const load = copies[`../i18n/${lang}/${slice}.ts`] ?? copies[`../i18n/${lang.split('-')[0]}/${slice}.ts`];
  return load ? load() : Promise.reject(new Error(`No copy of the ${slice} texts`));
}
