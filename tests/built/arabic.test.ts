// The Arabic pages as built (dist/ar/), read as a host serves them: every interface page and the five
// translated entries exist, in Arabic and right to left, with no English interface text left, numbers
// in Western digits, feeds in Arabic, the site's picture for sharing (cards cannot draw Arabic), and one
// stylesheet for both directions (no rule that names a physical left or right).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_BUILD as site, attribute, shownText, textOf } from './builtSite';
import { dictionary as en } from '@/i18n/en';
import { dictionary as ar } from '@/i18n/ar';
import { splitLanguagePath } from '@/lib/languagePrefix';

const pages = site.pages();
const arabicPages = pages.filter((page) => splitLanguagePath(page.route).language === 'ar');
const englishPages = pages.filter((page) => splitLanguagePath(page.route).language === 'en');

const TRANSLATED = [
  '/ar/tutorials/creator-fund-application',
  '/ar/tutorials/hashtag-strategy',
  '/ar/tutorials/tiktok-algorithm-explained',
  '/ar/trends/ai-outfit-transitions',
  '/ar/trends/duet-challenges',
];

/** Every text of a dictionary part, in order. */
const texts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : typeof value === 'object' && value ? Object.values(value).flatMap(texts) : [];

describe('the Arabic pages', () => {
  it('exist for every English interface page, and for exactly the translated entries', () => {
    const entryPage = /^\/(tutorials|trends)\/[^/]+$/;
    const englishInterface = englishPages.map((page) => page.route).filter((route) => !entryPage.test(route));
    const arabic = new Set(arabicPages.map((page) => page.route));
    for (const route of englishInterface) expect(arabic.has(route === '/' ? '/ar' : `/ar${route}`), route).toBe(true);
    const arabicEntries = [...arabic].filter((route) => entryPage.test(splitLanguagePath(route).path)).sort();
    expect(arabicEntries).toEqual([...TRANSLATED].sort());
  });

  it('are written right to left in Arabic, each translated entry under its Arabic title', () => {
    for (const page of arabicPages) {
      expect(attribute(page.one('html'), 'dir'), page.route).toBe('rtl');
      expect(attribute(page.one('html'), 'lang'), page.route).toBe('ar');
    }
    for (const route of TRANSLATED) {
      const heading = textOf(site.page(route).page.one('h1')!);
      expect(heading, route).toMatch(/\p{Script=Arabic}/u);
    }
  });

  it('show no English interface text (words both languages write alike aside)', () => {
    const arabicTexts = new Set(texts(ar));
    const english = texts(en)
      .filter((text) => !arabicTexts.has(text))
      .map((text) => text.split('{')[0].trim())
      // Long enough to be a sentence or a label of its own, not a word Arabic pages quote (TikTok, Pro).
      .filter((text) => text.length >= 12 && /[a-z]{3}/.test(text));
    const leftovers: string[] = [];
    for (const route of [
      '/ar',
      '/ar/calculator',
      '/ar/tools/hashtag-generator',
      '/ar/pricing',
      '/ar/about',
      '/ar/search',
    ]) {
      const page = site.page(route).page;
      // Text marked as another language (an English guide's title) is that language's, not the interface's.
      const shown = shownText(page.one('body')!);
      for (const text of english) if (shown.includes(text)) leftovers.push(`${route}: ${text}`);
    }
    expect(leftovers).toEqual([]);
  });

  it('write numbers with Western digits (0-9), never Arabic-Indic ones', () => {
    const withEasternDigits = arabicPages
      .filter((page) => /[\u0660-\u0669\u06f0-\u06f9]/.test(shownText(page.one('body')!)))
      .map((page) => page.route);
    expect(withEasternDigits).toEqual([]);
    expect(shownText(site.page('/ar/calculator').page.one('main')!)).toMatch(/\d/);
  });

  it('have Arabic feeds, linked from their head', () => {
    for (const feed of ['/ar/tutorials/rss.xml', '/ar/trends/rss.xml']) {
      const xml = readFileSync(join('dist', feed), 'utf8');
      expect(xml, feed).toContain('<language>ar</language>');
      expect(xml.match(/<item>/g)?.length, feed).toBeGreaterThan(0);
      expect(site.page('/ar').page.one(`link[rel="alternate"][href="${feed}"]`), feed).not.toBeNull();
    }
  });

  it("share the site's picture: share cards are drawn by a library that cannot lay out Arabic", () => {
    for (const page of arabicPages.filter((page) => page.one('meta[property="og:image"]'))) {
      expect(attribute(page.one('meta[property="og:image"]'), 'content'), page.route).toMatch(
        /\/images\/social-card\.jpg$/,
      );
    }
    expect(readdirSync('dist/og')).not.toContain('ar');
    expect(attribute(site.page('/es').page.one('meta[property="og:image"]'), 'content')).toMatch(
      /\/og\/es\/home\.jpg$/,
    );
  });
});

describe('one stylesheet for both directions', () => {
  // Centring (left: 50% with a translate of -50%) is the same in both directions; everything else that
  // places, pads or aligns along the line uses logical properties (inline-start, inline-end), and a nudge
  // along the line takes its sign from the direction (nudge-along-line), not a translate-x utility.
  const ALLOWED = [/^\.left-1\\\/2$/, /^\.-translate-x-1\\\/2$/];
  const PHYSICAL =
    /(?:^|;)\s*(margin-left|margin-right|padding-left|padding-right|left|right|border-left[\w-]*|border-right[\w-]*|border-(?:top|bottom)-(?:left|right)-radius|float|clear|--tw-translate-x)\s*:|text-align\s*:\s*(?:left|right)/;

  it('has no rule that names a physical left or right, outside a rule for one direction', () => {
    const css = readdirSync('dist/_astro')
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(join('dist/_astro', file), 'utf8'))
      .join('\n');
    expect(css.length).toBeGreaterThan(10_000);
    const offending: string[] = [];
    for (const [, selector, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      const name = selector.trim();
      if (!PHYSICAL.test(body) || ALLOWED.some((allowed) => allowed.test(name))) continue;
      // A rule written for one direction (Tailwind's rtl: and ltr: variants) may name the side it means.
      if (/:dir\((?:rtl|ltr)\)|\[dir=(?:rtl|ltr)\]/.test(name)) continue;
      // Tailwind's reset of its own variables on every element.
      if (name.startsWith('*,')) continue;
      offending.push(`${name} { ${body.slice(0, 80)} }`);
    }
    expect(offending).toEqual([]);
  });
});
