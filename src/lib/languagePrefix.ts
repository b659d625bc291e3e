/**
 * A path's language prefix: English at the root ('/calculator'), every other language under its code
 * ('/es/calculator'). Paths are root-relative and without the base path. The part of the paths per
 * language (languagePaths.ts) that browser code needs, kept apart so islands ship only this.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../data/languages.ts';

/** '/calculator' in Spanish -> '/es/calculator'; '/' -> '/es/'. Query and fragment are kept. */
export function localizedPath(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE || !path.startsWith('/') || path.startsWith('//')) return path;
  return path === '/' ? `/${language}/` : `/${language}${path}`;
}

/** The language a root-relative path is in, and the path the same page has in English. */
export function splitLanguagePath(path: string): { language: Language; path: string } {
  const match = /^\/([a-z]{2,3})(?=\/|$|[?#])(.*)$/.exec(path);
  if (match && isLanguage(match[1]) && match[1] !== DEFAULT_LANGUAGE) {
    const rest = match[2] ?? '';
    return { language: match[1], path: rest === '' || /^[?#]/.test(rest) ? `/${rest}` : rest };
  }
  return { language: DEFAULT_LANGUAGE, path };
}

/** The route parameter a page's language gives (`[...lang]`): none for the default language. */
export function languageRouteParam(language: Language): string | undefined {
  return language === DEFAULT_LANGUAGE ? undefined : language;
}
