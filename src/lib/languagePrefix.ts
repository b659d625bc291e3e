/**
 * A path's language: English at the root ('/calculator'), every other language under its code
 * ('/es/calculator', '/pt-br/calculator'). Paths are root-relative and without the base path. The one
 * reading of a path's language, for the build and for browser code alike (pages, page scripts and the
 * offline worker), kept apart from the rest of the paths per language (languagePaths.ts) so browser code
 * ships only this and the list of codes.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from '../data/languages.ts';
import { withoutBase } from './sitePaths.ts';

/** '/calculator' in Spanish -> '/es/calculator'; '/' -> '/es/'. Query and fragment are kept. */
export function localizedPath(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE || !path.startsWith('/') || path.startsWith('//')) return path;
  return path === '/' ? `/${language}/` : `/${language}${path}`;
}

/** The language a root-relative path is in, and the path the same page has in English. */
export function splitLanguagePath(path: string): { language: Language; path: string } {
  // The first segment, up to the next '/', '?' or '#'; a language's code is compared whole.
  const segment = /^\/([^/?#]+)/.exec(path)?.[1];
  const language = LANGUAGE_CODES.find((code) => code === segment && code !== DEFAULT_LANGUAGE);
  if (!language) return { language: DEFAULT_LANGUAGE, path };
  const rest = path.slice(language.length + 1);
  return { language, path: rest === '' || /^[?#]/.test(rest) ? `/${rest}` : rest };
}

/**
 * The language of the page at an address's path as browsers and Astro give it (`location.pathname`,
 * `Astro.url.pathname`: the base path included).
 */
export function addressLanguage(pathname: string): Language {
  return splitLanguagePath(withoutBase(pathname)).language;
}

/** The route parameter a page's language gives (`[...lang]`): none for the default language. */
export function languageRouteParam(language: Language): string | undefined {
  return language === DEFAULT_LANGUAGE ? undefined : language;
}
