// Every page of every language, in both builds: `<html lang dir>` from the page's address, alternates
// (hreflang) that are reciprocal and lead to pages in the language they name, canonical to itself,
// language links that say which language they lead to, and no page in a language that lacks it.
import { describe, expect, it } from 'vitest';
import { ROOT_BUILD, SUBPATH_BUILD, attribute, type BuiltSite } from './builtSite';
import { LANGUAGE_CODES, LANGUAGES } from '@/data/languages';
import { interfacePageLanguages } from '@/lib/languagePaths';
import { localizedPath, splitLanguagePath } from '@/lib/languagePrefix';
import { withBase } from '@/lib/sitePaths';

/** Interface pages and where each is built, as the language list says. */
const INTERFACE_ROUTES = ['/', '/calculator', '/tools', '/tutorials', '/trends', '/search', '/pricing', '/about'];

describe.each([
  ['root', ROOT_BUILD],
  ['sub-path', SUBPATH_BUILD],
] as [string, BuiltSite][])('languages in the %s build', (_, site) => {
  const pages = site.pages().filter((page) => page.route !== '/404');
  const languageOf = (route: string) => splitLanguagePath(route).language;
  /** A URL of this build (absolute or base-relative) as the route it serves, without the base. */
  const routeOf = (href: string) => {
    const path = new URL(href, 'https://site.invalid').pathname;
    return path.startsWith(site.base) ? `/${path.slice(site.base.length)}`.replace(/\/$/, '') || '/' : null;
  };

  it('has pages in more than one language (the walk works)', () => {
    const languages = new Set(pages.map((page) => languageOf(page.route)));
    expect(languages.has('en')).toBe(true);
    expect(pages.length).toBeGreaterThan(40);
  });

  it('gives each page the lang and dir of the language its address names', () => {
    const wrong = pages.flatMap((page) => {
      const { htmlLang, dir } = LANGUAGES[languageOf(page.route)];
      const html = page.one('html');
      return attribute(html, 'lang') === htmlLang && attribute(html, 'dir') === dir ? [] : [page.route];
    });
    expect(wrong).toEqual([]);
  });

  it('builds an interface page in exactly the languages its texts exist in', () => {
    for (const route of INTERFACE_ROUTES)
      for (const language of LANGUAGE_CODES) {
        const built = site.fileFor(withBase(localizedPath(route, language), site.base)) !== null;
        expect(built, `${route} in ${language}`).toBe(interfacePageLanguages(route).includes(language));
      }
  });

  it('names alternates that are reciprocal, include the page itself, and lead to pages in their language', () => {
    const problems: string[] = [];
    for (const page of pages) {
      if (page.one('meta[name="robots"][content="noindex"]')) continue;
      const alternates = page
        .all('link[rel="alternate"][hreflang]')
        .map((link) => ({ hreflang: attribute(link, 'hreflang')!, route: routeOf(attribute(link, 'href')!) }));
      if (alternates.length === 0) continue;
      const self = alternates.find(
        (alternate) => alternate.route === page.route.replace(/\/$/, '') || alternate.route === page.route,
      );
      if (!self) problems.push(`${page.route}: not among its own alternates`);
      const xDefault = alternates.find((alternate) => alternate.hreflang === 'x-default');
      if (!xDefault || languageOf(xDefault.route ?? '') !== 'en')
        problems.push(`${page.route}: x-default is not its English page`);
      for (const { hreflang, route } of alternates.filter((alternate) => alternate.hreflang !== 'x-default')) {
        const target = route === null ? null : site.page(withBase(route, site.base));
        if (!target || target.status !== 200) {
          problems.push(`${page.route}: alternate ${hreflang} ${route} does not exist`);
          continue;
        }
        if (attribute(target.page.one('html'), 'lang') !== hreflang)
          problems.push(`${page.route}: alternate ${route} is not in ${hreflang}`);
        const back = target.page
          .all('link[rel="alternate"][hreflang]')
          .map((link) => routeOf(attribute(link, 'href')!));
        if (!back.includes(page.route)) problems.push(`${page.route}: ${route} does not name it back`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives every page of more than one language a canonical to itself', () => {
    const wrong = pages.flatMap((page) => {
      const canonical = attribute(page.one('link[rel="canonical"]'), 'href');
      if (!canonical || page.all('link[rel="alternate"][hreflang]').length === 0) return [];
      return routeOf(canonical) === page.route ? [] : [`${page.route} -> ${canonical}`];
    });
    expect(wrong).toEqual([]);
  });

  it('marks every link to another language with lang and hreflang, and each leads to a page in it', () => {
    const problems: string[] = [];
    for (const page of pages) {
      for (const link of page.all('a[hreflang]')) {
        const hreflang = attribute(link, 'hreflang')!;
        const href = attribute(link, 'href')!;
        const target = site.page(href);
        if (target.status !== 200) problems.push(`${page.route}: ${href} (${hreflang}) is missing`);
        else if (attribute(target.page.one('html'), 'lang') !== hreflang)
          problems.push(`${page.route}: ${href} is not in ${hreflang}`);
      }
      for (const list of page.all('ul[aria-label]').filter((list) => list.attribs['aria-label'] === 'Language'))
        for (const link of list.children.flatMap((item) => ('attribs' in item ? item.children : [])))
          if ('attribs' in link && !(link.attribs.lang && link.attribs.hreflang))
            problems.push(`${page.route}: a language link without lang and hreflang`);
    }
    expect(problems).toEqual([]);
  });
});
