// Every language but English, from the language list, read from dist/ as a host serves it: each
// interface page in its own words, its not-found and offline pages, its feeds, its translated entries
// and where untranslated ones lead, and none of another language's words in its pages. Adding a
// language adds its checks here; the Spanish and Arabic files test those languages' details.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT_BUILD as site, attribute, textOf } from './builtSite';
import { DICTIONARIES, OWN_TEXTS } from '../e2e/languageDictionaries';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_CODES, type Language } from '@/data/languages';
import { OFFLINE_PAGE_PATH } from '@/data/offline';
import { localizedPath } from '@/lib/languagePrefix';

const OTHER_LANGUAGES = LANGUAGE_CODES.filter((language) => language !== DEFAULT_LANGUAGE);

/** The interface pages every language has, with a text each shows from its dictionary. */
const INTERFACE_PAGES: readonly { path: string; text: (t: (typeof DICTIONARIES)[Language]) => string }[] = [
  { path: '/', text: (t) => t.home.rebrand.title },
  { path: '/calculator', text: (t) => t.calculator.title },
  { path: '/tools', text: (t) => t.tools.title },
  { path: '/tools/hashtag-generator', text: (t) => t.hashtagGenerator.title },
  { path: '/tutorials', text: (t) => t.tutorialListing.title },
  { path: '/trends', text: (t) => t.trendListing.title },
  { path: '/search', text: (t) => t.search.island.heading },
  { path: '/pricing', text: (t) => t.pricing.title },
  { path: '/about', text: (t) => t.about.title },
  { path: '/contact', text: (t) => t.contact.title },
  { path: '/coming-soon/pro-subscription', text: (t) => t.comingSoon.topics['pro-subscription'].title },
];

/** The markdown files of a collection translated into `language`, by id. */
const translatedIds = (collection: 'tutorials' | 'trends', language: Language) =>
  site
    .pages()
    .filter((page) => page.route.startsWith(`/${language}/${collection}/`) && !page.route.includes('/page/'))
    .map((page) => page.route.slice(`/${language}/${collection}/`.length));

describe.each(OTHER_LANGUAGES)('the %s pages', (language) => {
  const t = DICTIONARIES[language];
  const { htmlLang } = LANGUAGES[language];
  const open = (path: string) => {
    const { status, page } = site.page(localizedPath(path, language));
    expect(status, path).toBe(200);
    expect(attribute(page.one('html'), 'lang'), path).toBe(htmlLang);
    return page;
  };

  it.each(INTERFACE_PAGES)('$path is built in its words, with its skip link, header and footer', ({ path, text }) => {
    const page = open(path);
    expect(page.html, path).toContain(text(t).split('{')[0].trim());
    expect(textOf(page.one('a[href="#main"]')!)).toBe(t.layout.skipToContent);
    const footer = page.one('footer')!;
    expect(textOf(footer)).toContain(t.layout.footer.groups.tools);
    expect(textOf(footer)).toContain(t.layout.footer.links.privacy);
  });

  // Each host serves it for a miss under the language's prefix (tests/e2e/hosting.spec.ts).
  it('has a not-found page of its own', () => {
    const page = open('/404');
    expect(textOf(page.one('[data-variant="generic"] h1')!)).toBe(t.notFound.generic.heading);
  });

  it('has an offline page in its words', () => {
    const page = open(OFFLINE_PAGE_PATH);
    expect(textOf(page.one('h1')!)).toBe(t.offline.title);
    expect(page.html).toContain(t.offline.toolsHeading);
  });

  it('has feeds in its language, with its translated entries at their own addresses', () => {
    for (const collection of ['tutorials', 'trends'] as const) {
      const feed = readFileSync(`dist/${language}/${collection}/rss.xml`, 'utf8');
      expect(feed).toContain(`<language>${htmlLang}</language>`);
      for (const id of translatedIds(collection, language))
        expect(feed, `${collection}/${id}`).toContain(`/${language}/${collection}/${id}</link>`);
    }
  });

  it('has the entries Spanish has, each page in its language and linking its English version', () => {
    for (const collection of ['tutorials', 'trends'] as const) {
      const ids = translatedIds(collection, language);
      expect(ids.length, collection).toBeGreaterThan(0);
      for (const id of ids) {
        const page = open(`/${collection}/${id}`);
        const english = page.one(`link[rel="alternate"][hreflang="${LANGUAGES[DEFAULT_LANGUAGE].htmlLang}"]`);
        expect(new URL(attribute(english, 'href')!).pathname.replace(/\/$/, '')).toBe(`/${collection}/${id}`);
      }
    }
  });

  it("links an untranslated guide's English page, marked as English", () => {
    const translated = new Set(translatedIds('tutorials', language));
    const page = open('/tutorials');
    const english = page
      .all('a[hreflang="en"]')
      .map((link) => attribute(link, 'href')!)
      .filter((href) => href.startsWith('/tutorials/'));
    expect(english.length).toBeGreaterThan(0);
    for (const href of english) expect(translated.has(href.slice('/tutorials/'.length)), href).toBe(false);
  });

  it("carries none of another language's own words (English, for untranslated entries, aside)", () => {
    const others = OTHER_LANGUAGES.filter((other) => other !== language);
    const pages = site
      .pages()
      .filter((page) => page.route === `/${language}` || page.route.startsWith(`/${language}/`));
    expect(pages.length).toBeGreaterThan(INTERFACE_PAGES.length);
    const found = pages.flatMap((page) =>
      others.flatMap((other) =>
        OWN_TEXTS[other].filter((text) => page.html.includes(text)).map((text) => `${page.route}: ${other} "${text}"`),
      ),
    );
    expect(found).toEqual([]);
  });
});
