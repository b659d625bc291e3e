// The Spanish coming-soon, not-found and offline pages, read from dist/ as a host serves them: each is
// in Spanish (lang, title, headings, links to Spanish pages where they exist), writes dates, prices and
// percentages the Spanish way, and carries no English text of its own; the English pages keep theirs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT_BUILD as site, attribute, textOf, type BuiltPage } from './builtSite';
import { COMING_SOON_TOPICS, type ComingSoonTopicId } from '@/data/comingSoon';
import { dictionary as en } from '@/i18n/en';
import { dictionary as es } from '@/i18n/es';

const TOPICS = Object.keys(COMING_SOON_TOPICS) as ComingSoonTopicId[];

function spanishPage(path: string): BuiltPage {
  const { status, page } = site.page(path);
  expect(status, path).toBe(200);
  expect(attribute(page.one('html'), 'lang'), path).toBe('es');
  return page;
}

/** The island's props as Astro serialises them, parsed back to plain values. */
function islandProps(page: BuiltPage): Record<string, unknown> {
  const raw = attribute(page.one('astro-island'), 'props')!;
  const revive = (value: unknown): unknown => {
    if (!Array.isArray(value)) {
      return value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, revive(item)]))
        : value;
    }
    const [kind, inner] = value as [number, unknown];
    return kind === 1 ? (inner as unknown[]).map(revive) : revive(inner);
  };
  return revive(JSON.parse(raw)) as Record<string, unknown>;
}

describe('the Spanish coming-soon pages', () => {
  it.each(TOPICS)('/es/coming-soon/%s is in Spanish, with its release the Spanish way', (id) => {
    const page = spanishPage(`/es/coming-soon/${id}`);
    const texts = es.comingSoon.topics[id];
    expect(textOf(page.one('h1')!)).toBe(texts.title);
    expect(textOf(page.one('head > title')!)).toContain(`${texts.title} (próximamente)`);
    expect(page.html).toContain(texts.description);
    const release = page
      .all('p')
      .map(textOf)
      .find((text) => text.startsWith('Lanzamiento previsto:'));
    expect(release, id).toMatch(/^Lanzamiento previsto: (\d\.(er|º) trimestre|[a-z]+) de 20\d\d$/);
    expect(page.html).not.toContain('Estimated release');
    expect(page.html).not.toContain('Vote for what we build first');
    // The canonical address is the Spanish page itself.
    expect(attribute(page.one('link[rel="canonical"]'), 'href')).toMatch(new RegExp(`/es/coming-soon/${id}/?$`));
  });

  it('writes the quarters and months of the releases in Spanish', () => {
    const release = (id: ComingSoonTopicId) =>
      spanishPage(`/es/coming-soon/${id}`)
        .all('p')
        .map(textOf)
        .find((text) => text.startsWith('Lanzamiento previsto:'));
    expect(release('pro-subscription')).toBe('Lanzamiento previsto: 1.er trimestre de 2025');
    expect(release('creator-marketplace')).toBe('Lanzamiento previsto: 4.º trimestre de 2025');
    expect(release('best-time-to-post')).toBe('Lanzamiento previsto: agosto de 2024');
    const english = site.page('/coming-soon/best-time-to-post').page;
    expect(english.all('p').map(textOf)).toContain('Estimated release: Aug 2024');
  });

  it('gives the vote list only its Spanish words, the Spanish feature names and the Spanish locale', () => {
    const page = spanishPage('/es/coming-soon/pro-subscription');
    const props = islandProps(page);
    expect(props.texts).toEqual(es.comingSoon.vote);
    expect(props.locale).toBe('es');
    const features = props.features as { id: string; name: string }[];
    expect(features.map((feature) => feature.name)).toEqual(
      COMING_SOON_TOPICS['pro-subscription'].features.map(
        ({ id }) => (es.comingSoon.topics['pro-subscription'].features as Record<string, string>)[id],
      ),
    );
    // The server-rendered list: Spanish labels, a Spanish percentage ('33 %').
    const list = page.one('ol[aria-label]')!;
    expect(attribute(list, 'aria-label')).toBe(es.comingSoon.vote.listLabel);
    expect(textOf(list)).toMatch(/214 votos · 33 %/);
    expect(textOf(list)).toContain('Votar por Informes de tendencias ilimitados');
    // No other language's words travel with the island.
    expect(attribute(page.one('astro-island'), 'props')).not.toContain(en.comingSoon.vote.toastTitle);
  });

  it('aliases /es/coming-soon and /es/products show their topics, canonical to the Spanish topic pages', () => {
    const comingSoon = spanishPage('/es/coming-soon');
    expect(textOf(comingSoon.one('h1')!)).toBe(es.comingSoon.topics['pro-subscription'].title);
    expect(attribute(comingSoon.one('link[rel="canonical"]'), 'href')).toMatch(/\/es\/coming-soon\/pro-subscription$/);
    const products = spanishPage('/es/products');
    expect(textOf(products.one('h1')!)).toBe(es.comingSoon.topics['viral-products-reports'].title);
    expect(attribute(products.one('link[rel="canonical"]'), 'href')).toMatch(
      /\/es\/coming-soon\/viral-products-reports$/,
    );
    // The sample products: Spanish names, categories and prices and rates written the Spanish way.
    const text = textOf(products.one('main')!);
    expect(text).toContain(es.samples.products['led-strip-lights'].description);
    expect(text).toContain('15 US$ - 35 US$');
    expect(text).toContain('12,4 % de interacción promedio');
    expect(text).toContain('Tecnología');
  });

  it('the marketplace page shows the sample creators the Spanish way', () => {
    const text = textOf(spanishPage('/es/coming-soon/book-an-influencer').one('main')!);
    expect(text).toContain('245 mil');
    expect(text).toContain('Desde 350 US$');
    expect(text).toContain('Comida y cocina');
    expect(text).not.toContain('Book Now');
  });

  it('links to other topics stay in Spanish; links to pages not yet in Spanish go to English', () => {
    const page = spanishPage('/es/coming-soon/pro-subscription');
    const hrefs = page.all('#other-topics-title ~ ul a').map((link) => attribute(link, 'href'));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/es\/coming-soon\/[a-z-]+$/);
    const back = page.all('main a').find((link) => textOf(link) === es.comingSoon.backHome);
    expect(attribute(back!, 'href')).toMatch(/^\/(es\/)?$/);
  });
});

describe('the Spanish not-found page', () => {
  const { page } = site.page('/es/404.html');

  it('is dist/es/404.html, in Spanish, with every variant and its title', () => {
    expect(site.fileFor('/es/404.html')).not.toBeNull();
    expect(site.fileFor('/es/404/')).toBeNull();
    expect(attribute(page.one('html'), 'lang')).toBe('es');
    expect(textOf(page.one('head > title')!)).toContain(es.notFound.generic.pageTitle);
    expect(attribute(page.one('meta[name="robots"]'), 'content')).toBe('noindex');
    for (const variant of ['generic', 'tutorial', 'trend'] as const) {
      const block = page.one(`div[data-variant="${variant}"]`)!;
      expect(attribute(block, 'data-title')).toBe(es.notFound[variant].pageTitle);
      expect(textOf(block)).toContain(es.notFound[variant].heading);
      expect(textOf(block)).toContain(es.notFound[variant].message);
    }
    const links = page.all('[data-not-found] a').map(textOf);
    expect(links).toEqual([es.notFound.browseTutorials, es.notFound.backToTrends, es.notFound.returnHome]);
    expect(page.html).not.toContain('Return Home');
  });

  it('the English not-found page keeps its English words', () => {
    const english = site.page('/404.html').page;
    expect(attribute(english.one('html'), 'lang')).toBe('en');
    expect(english.all('[data-not-found] a').map(textOf)).toContain('Return Home');
  });
});

describe('the Spanish offline page', () => {
  it('is in Spanish and offers the pages every visit keeps', () => {
    const page = spanishPage('/es/offline');
    expect(textOf(page.one('h1')!)).toBe(es.offline.title);
    expect(attribute(page.one('meta[name="robots"]'), 'content')).toBe('noindex');
    const list = page.one('[data-offline-reading]')!;
    expect(attribute(list, 'data-tutorial-kind')).toBe(es.offline.tutorialKind);
    expect(attribute(list, 'data-trend-kind')).toBe(es.offline.trendKind);
    const links = page.all('main .card a').map(textOf);
    expect(links).toEqual(Object.values(es.offline.alwaysAvailable));
    expect(page.html).not.toContain(en.offline.title);
  });

  it('is kept by the service worker at install, beside the English one', () => {
    const worker = site.fileFor('/sw.js');
    expect(worker).not.toBeNull();
    const code = readFileSync(worker!, 'utf8');
    // The precache list, as the worker's bundle writes it: url:`/es/offline/`.
    expect(code).toMatch(/url:[`"']\/es\/offline\/[`"']/);
    expect(code).toMatch(/url:[`"']\/offline\/[`"']/);
  });
});
