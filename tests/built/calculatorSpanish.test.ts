// The Spanish earnings calculator (/es/calculator) and tools overview (/es/tools), read from dist/ in Node:
// built in Spanish (<html lang="es">, Spanish title), every text of their dictionary slices shown in
// Spanish with no English one left over, figures written the Spanish way, the calculator island handed
// its Spanish texts and locale (and nothing more), and links that stay in Spanish where a Spanish page exists.
import { describe, expect, it } from 'vitest';
import { ROOT_BUILD as site, attribute, shownText } from './builtSite';
import { DICTIONARIES } from '@/i18n';
import { interfaceLink } from '@/lib/languagePaths';

const { en, es } = DICTIONARIES;

/** Every text of a dictionary group, by its dotted path (plural forms and list items included). */
function texts(group: unknown, path = ''): [string, string][] {
  if (typeof group === 'string') return [[path, group]];
  if (typeof group !== 'object' || group === null) return [];
  return Object.entries(group).flatMap(([key, value]) => texts(value, path ? `${path}.${key}` : key));
}

/**
 * The English words a page must not show once translated: each English text's fixed parts (the text
 * split at its `{placeholders}`) of two words or more, where the Spanish text differs.
 */
function englishLeftovers(english: unknown, spanish: unknown): string[] {
  const spanishByPath = new Map(texts(spanish));
  return texts(english)
    .filter(([path, text]) => spanishByPath.get(path) !== text)
    .flatMap(([, text]) => text.split(/\{\w+\}/))
    .map((part) => part.trim().replace(/^[-:(),. ]+|[-:(),. ]+$/g, ''))
    .filter((part) => part.split(/\s+/).length >= 2);
}

/** A page's main content as a reader sees it, no-break spaces read as spaces. */
function mainText(path: string) {
  const { status, page } = site.page(path);
  expect(status, `${path} is built`).toBe(200);
  const main = page.one('main');
  expect(main).not.toBeNull();
  return { page, text: shownText(main!).replace(/\u00a0/g, ' ') };
}

const htmlLang = (path: string) => attribute(site.page(path).page.one('html'), 'lang');
const hrefs = (path: string, selector: string) =>
  site
    .page(path)
    .page.all(selector)
    .map((link) => attribute(link, 'href'));

describe('/es/calculator', () => {
  const { page, text } = mainText('/es/calculator');
  const slice = es.calculator;

  it('is a Spanish page with a Spanish title and description', () => {
    expect(htmlLang('/es/calculator')).toBe('es');
    expect(
      page
        .one('title')
        ?.children.map((child) => ('data' in child ? child.data : ''))
        .join(''),
    ).toContain(slice.title);
    expect(attribute(page.one('meta[name="description"]'), 'content')).toBe(slice.description);
    expect(page.one('h1') && shownText(page.one('h1')!)).toBe(slice.title);
  });

  it('shows the Spanish texts, with Spanish figures', () => {
    for (const expected of [
      slice.island.inputsHeading,
      slice.island.resultsHeading,
      slice.island.share,
      slice.island.download,
      slice.island.chart.caption,
      slice.assumptions.summary,
      slice.assumptions.intro,
      ...slice.about.paragraphs,
      slice.about.guidesHeading,
      slice.about.guides.creatorFund.title,
      // The defaults: 10,000 followers × 5% = 500 views; $27 to $54 a month.
      '10.000 seguidores',
      '27 US$ a 54 US$',
      'La interacción promedio va del 3 % al 9 %',
      'Hasta 100 publicaciones al mes.',
      '0,02 US$ por cada 1000 visualizaciones, por publicación',
      'De 100.000 a 499.999 seguidores',
      'Al menos 100.000 visualizaciones de videos en los últimos 30 días',
      'Usa de 3 a 5 hashtags relevantes por video (se permiten hasta 30): prueba el generador de hashtags',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('shows no English text of the calculator left over', () => {
    const english = englishLeftovers(en.calculator, es.calculator);
    expect(english.filter((phrase) => text.includes(phrase))).toEqual([]);
    // The check finds English where there is some: the English page shows most of these phrases.
    const englishPage = mainText('/calculator').text;
    expect(english.filter((phrase) => englishPage.includes(phrase)).length).toBeGreaterThan(english.length / 2);
    expect(text).not.toMatch(/\$\d/);
  });

  it('hands the island only its Spanish texts and the Spanish locale', () => {
    const island = page
      .all('astro-island')
      .find((element) => attribute(element, 'component-url')?.includes('Calculator'));
    const props = attribute(island ?? null, 'props') ?? '';
    expect(props).toContain(JSON.stringify(slice.island.report.title).slice(1, -1));
    expect(props).toContain(slice.island.report.filename);
    expect(props).toMatch(/"locale":\[0,"es"\]/);
    // Not the page's other texts, nor English ones.
    expect(props).not.toContain(slice.about.heading);
    expect(props).not.toContain(en.calculator.island.report.title);
  });

  it('links to the hashtag generator in Spanish once it is built in Spanish', () => {
    expect(hrefs('/es/calculator', 'main a')).toContain(interfaceLink('/tools/hashtag-generator', 'es'));
  });
});

describe('/es/tools', () => {
  const { page, text } = mainText('/es/tools');
  const slice = es.tools;

  it('is a Spanish page with a Spanish title and description', () => {
    expect(htmlLang('/es/tools')).toBe('es');
    expect(attribute(page.one('meta[name="description"]'), 'content')).toBe(slice.description);
    expect(shownText(page.one('h1')!)).toBe(slice.title);
  });

  it('shows every card, section and release in Spanish', () => {
    for (const card of Object.values(slice.cards)) {
      expect(text).toContain(card.title);
      expect(text).toContain(card.description);
    }
    for (const expected of [
      slice.badge,
      slice.comingSoonOverlay,
      slice.featured.heading,
      slice.featured.button,
      ...slice.featured.points,
      slice.why.heading,
      ...Object.values(slice.why.reasons).flatMap((reason) => [reason.title, reason.text]),
      slice.inDevelopment.heading,
      'Ejemplo: 10.000 seguidores, 5 % de interacción, 15 publicaciones al mes',
      '27 US$ a 54 US$',
      'Previsto: agosto de 2024',
      'Previsto: septiembre de 2024',
      'Previsto: octubre de 2024',
      'Previsto: 4.º trimestre de 2025',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('shows no English text of the tools page left over', () => {
    const english = englishLeftovers(en.tools, es.tools);
    expect(english.filter((phrase) => text.includes(phrase))).toEqual([]);
    const englishPage = mainText('/tools').text;
    expect(english.filter((phrase) => englishPage.includes(phrase)).length).toBeGreaterThan(english.length / 2);
    expect(text).not.toMatch(/\$\d|Aug 2024|Q4 2025/);
  });

  it('links the calculator to its Spanish page', () => {
    expect(hrefs('/es/tools', '[data-tool="earnings-calculator"] a')).toEqual(['/es/calculator']);
    expect(hrefs('/es/tools', '[aria-labelledby="featured-calculator"] a')).toEqual(['/es/calculator']);
  });
});
