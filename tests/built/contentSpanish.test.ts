// The Spanish tutorial and trend pages, read from dist/ as a host serves it: a page for each translated
// entry and none for the others, each language's page naming the other (hreflang), the page in Spanish
// (<html lang>, its interface, dates and numbers through Intl), the English entries it lists marked as
// English, its feeds and the sitemap's alternates. Translations are found on disk, so adding one needs
// no change here.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT_BUILD as site, attribute, textOf, type BuiltPage } from './builtSite';
import { SITE } from '@/data/site';
import { TUTORIAL_ALIASES } from '@/data/tutorialAliases';
import { DICTIONARIES } from '@/i18n';

const es = DICTIONARIES.es;

/** Ids of the entries of a collection in English, and of those translated into Spanish. */
function ids(collection: 'tutorials' | 'trends') {
  const names = (folder: string) =>
    existsSync(folder)
      ? readdirSync(folder)
          .filter((file) => /\.mdx?$/.test(file))
          .map((file) => file.replace(/\.mdx?$/, ''))
      : [];
  const english = names(`src/content/${collection}`);
  const spanish = names(`src/content/${collection}/es`);
  return { english, spanish, untranslated: english.filter((id) => !spanish.includes(id)) };
}

const TUTORIALS = ids('tutorials');
const TRENDS = ids('trends');

function pageAt(path: string): BuiltPage {
  const { status, page } = site.page(path);
  expect(status, path).toBe(200);
  return page;
}

/** The hreflang alternates a page names, by language. */
function alternates(page: BuiltPage): Record<string, string> {
  return Object.fromEntries(
    page
      .all('link[rel="alternate"][hreflang]')
      .map((link): [string, string] => [attribute(link, 'hreflang') ?? '', attribute(link, 'href') ?? '']),
  );
}

const absolute = (path: string) => new URL(`${path}/`, SITE.url).href;

describe('translated entries', () => {
  it('the site has Spanish tutorials and trends to check', () => {
    expect(TUTORIALS.spanish.length).toBeGreaterThanOrEqual(3);
    expect(TRENDS.spanish.length).toBeGreaterThanOrEqual(2);
    expect(TUTORIALS.untranslated.length).toBeGreaterThan(0);
    expect(TRENDS.untranslated.length).toBeGreaterThan(0);
  });

  it.each([...TUTORIALS.spanish.map((id) => `/tutorials/${id}`), ...TRENDS.spanish.map((id) => `/trends/${id}`)])(
    '%s has a Spanish page, and each version names the other',
    (path) => {
      const spanish = pageAt(`/es${path}`);
      const english = pageAt(path);
      expect(attribute(spanish.one('html'), 'lang')).toBe('es');
      expect(attribute(english.one('html'), 'lang')).toBe('en');
      for (const page of [spanish, english]) {
        expect(alternates(page), page.route).toMatchObject({ en: absolute(path), es: absolute(`/es${path}`) });
      }
      // The switcher leads to the other version.
      expect(spanish.all('a[hreflang="en"][lang="en"]').map((link) => attribute(link, 'href'))).toContain(`${path}/`);
      expect(english.all('a[hreflang="es"][lang="es"]').map((link) => attribute(link, 'href'))).toContain(
        `/es${path}/`,
      );
      // The page's title is the translation's, not the English one.
      expect(textOf(spanish.one('h1')!)).not.toBe(textOf(english.one('h1')!));
    },
  );

  it.each([
    ...TUTORIALS.untranslated.map((id) => `/tutorials/${id}`),
    ...TRENDS.untranslated.map((id) => `/trends/${id}`),
  ])('%s has no Spanish page, and its English page names none', (path) => {
    expect(site.fileFor(`/es${path}`)).toBeNull();
    const english = pageAt(path);
    expect(alternates(english)).not.toHaveProperty('es');
    for (const link of english.all('a[hreflang="es"]')) expect(attribute(link, 'href')).not.toBe(`/es${path}/`);
  });
});

describe('a Spanish tutorial page', () => {
  const page = () => pageAt('/es/tutorials/hashtag-strategy');

  it('shows its interface, fixed facts and dates in Spanish', () => {
    const html = page();
    const header = textOf(html.one('article header')!);
    expect(header).toContain(es.categories.tutorials['Growth Strategy']);
    expect(header).toContain('15 de mayo de 2024');
    expect(header).toContain('5 min de lectura');
    expect(textOf(html.one('#tutorial-feedback')!)).toBe(es.tutorial.feedback.heading);
    expect(html.html).toContain('A 124 personas les resultó útil');
    expect(html.one('[data-tutorial-share]')?.attribs['data-toast-title']).toBe(es.tutorial.actions.linkCopiedTitle);
    expect(textOf(html.one('nav[data-breadcrumb]')!)).toContain(es.tutorial.breadcrumb.tutorials);
    expect(textOf(html.one('#more-tutorials')!)).toBe(es.tutorial.moreHeading);
    expect(html.html).not.toContain('Full tutorial content coming soon!');
  });

  it('links the tutorials it lists to their Spanish page when translated, else to the English page marked as English', () => {
    const links = page().all('main a[href*="/tutorials/"]');
    const marked = links.filter((link) => attribute(link, 'hreflang') === 'en');
    const spanish = links.filter((link) => attribute(link, 'href')?.startsWith('/es/tutorials/'));
    expect(marked.length).toBeGreaterThan(0);
    expect(spanish.length).toBeGreaterThan(0);
    for (const link of marked) {
      const id = attribute(link, 'href')!
        .replace(/^\/tutorials\//, '')
        .replace(/\/$/, '');
      expect(TUTORIALS.untranslated, id).toContain(id);
      // The English title in an element marked as English, and a visible label saying so.
      const title =
        link.attribs.lang === 'en'
          ? link
          : link.children.find((child) => 'attribs' in child && child.attribs.lang === 'en');
      expect(title, attribute(link, 'href')).toBeTruthy();
      expect(textOf(link)).toContain(DICTIONARIES.es.layout.languages.englishLabel);
    }
    for (const link of spanish) {
      const id = attribute(link, 'href')!
        .replace(/^\/es\/tutorials\//, '')
        .replace(/\/$/, '');
      expect(TUTORIALS.spanish, id).toContain(id);
    }
  });
});

describe('a Spanish trend page', () => {
  const page = () => pageAt('/es/trends/duet-challenges');

  it('shows its interface, dates and growth rate in Spanish, and hands its islands only their texts', () => {
    const html = page();
    expect(textOf(html.one('#trend-insights-title')!)).toBe(es.trend.insightsHeading);
    expect(textOf(html.one('figcaption')!)).toBe('Detectada: 2 de junio de 2024');
    expect(html.html).toContain('+180\u00a0% en 14 días');
    expect(html.html).toContain(es.categories.trends.Comedy);
    const islands = html.all('astro-island');
    expect(islands.length).toBe(2);
    for (const island of islands) {
      const props = attribute(island, 'props')!;
      expect(props).toContain(es.trend.buttons.save);
      expect(props).not.toContain(es.trend.insightsHeading);
      expect(props).not.toContain(`"${DICTIONARIES.en.trend.buttons.save}"`);
    }
  });

  it('marks the English trends it lists', () => {
    const cards = page().all('#related-trends-title ~ ul a');
    expect(cards.length).toBeGreaterThan(0);
    for (const link of cards) {
      const href = attribute(link, 'href')!;
      if (href.startsWith('/es/')) continue;
      expect(attribute(link, 'hreflang')).toBe('en');
      expect(link.children.some((child) => 'attribs' in child && child.attribs.lang === 'en')).toBe(true);
      expect(textOf(link)).toContain(es.layout.languages.englishLabel);
    }
  });
});

describe('links from Spanish pages to entries', () => {
  /** The English entry a root-relative address leads to ('/tutorials/algorithm' is an alias), if any. */
  function englishEntry(href: string): { collection: 'tutorials' | 'trends'; id: string } | undefined {
    const path = TUTORIAL_ALIASES[href as keyof typeof TUTORIAL_ALIASES] ?? href;
    const match = /^\/(tutorials|trends)\/([\w-]+)$/.exec(path);
    return match && match[2] !== 'rss' ? { collection: match[1] as 'tutorials' | 'trends', id: match[2] } : undefined;
  }

  it('lead to the Spanish page of a translated entry, and mark every link to an English one', () => {
    const pages = site.pages().filter((page) => page.route.startsWith('/es/') || page.route === '/es');
    expect(pages.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const page of pages) {
      for (const link of page.all('a[href]')) {
        const href = attribute(link, 'href')!;
        const entry = englishEntry(href);
        if (!entry) continue;
        // A guide's own text links what its author wrote ("(en inglés)" beside it, see the README).
        if (link.parent && page.all('.prose-body a').includes(link)) continue;
        const translated = (entry.collection === 'tutorials' ? TUTORIALS : TRENDS).spanish.includes(entry.id);
        if (translated) problems.push(`${page.route}: ${href} has a Spanish page`);
        else if (attribute(link, 'hreflang') !== 'en') problems.push(`${page.route}: ${href} is not marked as English`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('feeds and sitemap', () => {
  it.each([
    ['tutorials', TUTORIALS],
    ['trends', TRENDS],
  ] as const)('/es/%s/rss.xml lists the Spanish entries, linked to their Spanish pages', (collection, entries) => {
    const feed = readFileSync(`dist/es/${collection}/rss.xml`, 'utf8');
    expect(feed).toContain('<language>es</language>');
    const links = [...feed.matchAll(/<item>.*?<link>([^<]+)<\/link>/gs)].map((match) => match[1]);
    expect(links.sort()).toEqual(
      entries.spanish.map((id) => `${new URL(SITE.url).origin}/es/${collection}/${id}`).sort(),
    );
    expect(readFileSync(`dist/${collection}/rss.xml`, 'utf8')).toContain('<language>en</language>');
  });

  it.each(['/', '/about', `/tutorials/${TUTORIALS.spanish[0]}`, `/tutorials/${TUTORIALS.untranslated[0]}`])(
    '%s links the feeds of its language, in the head and the footer',
    (path) => {
      for (const [prefix, dictionary] of [
        ['', DICTIONARIES.en],
        ['/es', es],
      ] as const) {
        const { status, page } = site.page(`${prefix}${path}`);
        // An untranslated guide has no Spanish page: its English page is checked alone.
        if (status !== 200) continue;
        const head = page.all('link[rel="alternate"][type="application/rss+xml"]');
        expect(head.map((link) => attribute(link, 'href'))).toEqual([
          `${prefix}/tutorials/rss.xml`,
          `${prefix}/trends/rss.xml`,
        ]);
        expect(attribute(head[0], 'title')).toBe(dictionary.tutorial.feed.title.replace('{siteName}', SITE.name));
        const footer = page.all('footer a[href$="rss.xml"]').map((link) => attribute(link, 'href'));
        expect(footer).toEqual([`${prefix}/tutorials/rss.xml`, `${prefix}/trends/rss.xml`]);
      }
    },
  );

  it('the sitemap names both versions of a translated page, and none for an untranslated one', () => {
    const sitemap = readFileSync('dist/sitemap-0.xml', 'utf8');
    const entry = (path: string) => new RegExp(`<url><loc>${absolute(path)}</loc>(.*?)</url>`).exec(sitemap)?.[1];
    const translated = entry(`/tutorials/${TUTORIALS.spanish[0]}`);
    expect(translated).toContain(`hreflang="es" href="${absolute(`/es/tutorials/${TUTORIALS.spanish[0]}`)}"`);
    expect(entry(`/es/tutorials/${TUTORIALS.spanish[0]}`)).toContain('hreflang="en"');
    expect(entry(`/tutorials/${TUTORIALS.untranslated[0]}`)).toBe('');
  });
});
