/**
 * Paths per language: English at the root ('/calculator'), every other language under its prefix
 * ('/es/calculator'). Paths here are root-relative and without the base path; `withBase` adds it.
 */
import { LANGUAGE_CODES, UNTRANSLATED_INTERFACE_PAGES, type Language } from '../data/languages.ts';
import { languageRouteParam, localizedPath } from './languagePrefix.ts';

/** Whether `path` ('/coming-soon/x') matches `pattern` ('/coming-soon/*'). */
function matchesPagePattern(path: string, pattern: string): boolean {
  const pathParts = path.replace(/\/+$/, '').split('/');
  const patternParts = pattern.replace(/\/+$/, '').split('/');
  return (
    pathParts.length === patternParts.length &&
    patternParts.every((part, index) => part === '*' || part === pathParts[index])
  );
}

/** The languages an interface page (root-relative English path, no query) is built in. */
export function interfacePageLanguages(
  path: string,
  untranslated: Readonly<Partial<Record<Language, readonly string[]>>> = UNTRANSLATED_INTERFACE_PAGES,
): Language[] {
  const page = path.split(/[?#]/)[0] ?? path;
  return LANGUAGE_CODES.filter(
    (language) => !untranslated[language]?.some((pattern) => matchesPagePattern(page, pattern)),
  );
}

/** A page's `getStaticPaths` answer for the languages it is built in: `[...lang]` is empty in English. */
export function languageRoutes(languages: readonly Language[]): { params: { lang: string | undefined } }[] {
  return languages.map((language) => ({ params: { lang: languageRouteParam(language) } }));
}

/** `getStaticPaths` for an interface page at `path` (its English path). */
export function interfacePageRoutes(path: string): { params: { lang: string | undefined } }[] {
  return languageRoutes(interfacePageLanguages(path));
}

/**
 * Where a link to `path` goes from a page in `language`: the page in that language when it is built
 * there, else its English page.
 */
export function interfaceLink(path: string, language: Language): string {
  return interfacePageLanguages(path).includes(language) ? localizedPath(path, language) : path;
}

/** The sections whose pages have a listing at the section's own path. */
const SECTION_LISTINGS = ['/tutorials', '/trends', '/tools', '/coming-soon'];

/**
 * Where the language switcher leads for `target` from the page at `path` (English path) that exists in
 * `pageLanguages`: the same page when it exists in `target`, else the section's listing ('/tutorials'
 * for '/tutorials/x') when that exists there, else the home page; none while the language has no home page.
 */
export function switcherPath(path: string, pageLanguages: readonly Language[], target: Language): string | undefined {
  if (pageLanguages.includes(target)) return localizedPath(path, target);
  const section = /^\/[^/?#]+/.exec(path)?.[0];
  if (section && SECTION_LISTINGS.includes(section) && interfacePageLanguages(section).includes(target))
    return localizedPath(section, target);
  return interfacePageLanguages('/').includes(target) ? localizedPath('/', target) : undefined;
}
