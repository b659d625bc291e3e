// The Spanish home, about, contact, terms, privacy and pricing pages, read from dist/ as a host serves
// them: Spanish <html lang>, titles and texts (no English text of theirs left), links to the Spanish
// interface pages, numbers, prices and dates written the Spanish way, and the home page's first flight.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ROOT_BUILD as site, attribute, shownText, textOf, type BuiltPage } from './builtSite';
import { dictionary as en } from '@/i18n/en';
import { dictionary as es } from '@/i18n/es';
import { SITE } from '@/data/site';
import { interfaceLink } from '@/lib/languagePaths';

const SLICES = ['home', 'samples', 'newsletter', 'about', 'contact', 'legal', 'pricing'] as const;

/** Every text of a dictionary slice, in order. */
const texts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : typeof value === 'object' && value ? Object.values(value).flatMap(texts) : [];

/** The English texts of these pages that their Spanish pages must not show (templates cut at their first placeholder). */
const englishTexts = SLICES.flatMap((slice) => {
  const spanish = new Set(texts(es[slice]));
  return texts(en[slice])
    .filter((text) => !spanish.has(text))
    .map((text) => text.split('{')[0].trim())
    .filter((text) => text.length >= 12);
});

/** Text as the page shows it, with the no-break spaces Intl writes ('9,99 US$') as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const page = (path: string): BuiltPage => {
  const { status, page: built } = site.page(path);
  expect(status, path).toBe(200);
  return built;
};

const PAGES = [
  { path: '/es/', title: `${es.home.title} | ${SITE.name}`, h1: 'Haz crecer tu TikTok de forma honesta' },
  { path: '/es/about', title: `${es.about.title} | ${SITE.name}`, h1: es.about.title },
  { path: '/es/contact', title: `${es.contact.title} | ${SITE.name}`, h1: es.contact.title },
  { path: '/es/terms', title: `${es.legal.terms.title} | ${SITE.name}`, h1: es.legal.terms.title },
  { path: '/es/privacy', title: `${es.legal.privacy.title} | ${SITE.name}`, h1: es.legal.privacy.title },
  { path: '/es/pricing', title: `${es.pricing.title} | ${SITE.name}`, h1: es.pricing.title },
];

describe('every Spanish page', () => {
  it.each(PAGES)('$path is in Spanish: lang, title, heading', ({ path, title, h1 }) => {
    const built = page(path);
    expect(attribute(built.one('html'), 'lang')).toBe('es');
    expect(textOf(built.one('head > title')!)).toBe(title);
    expect(textOf(built.one('h1')!)).toBe(h1);
    expect(attribute(built.one('meta[name="description"]'), 'content')).not.toMatch(/\b(the|and|your)\b/);
  });

  it.each(PAGES)('$path shows none of its English texts', ({ path }) => {
    const shown = shownText(page(path).one('main')!);
    expect(englishTexts.length).toBeGreaterThan(150);
    expect(englishTexts.filter((text) => shown.includes(text))).toEqual([]);
  });

  it.each(PAGES)('$path links only to pages that exist', ({ path }) => {
    const links = page(path)
      .all('main a[href^="/"]')
      .map((link) => attribute(link, 'href')!);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((href) => site.page(href).status !== 200)).toEqual([]);
  });

  it('the English pages keep their English texts', () => {
    expect(attribute(page('/').one('html'), 'lang')).toBe('en');
    expect(textOf(page('/').one('h1')!)).toBe('Grow your TikTok the honest way');
    expect(textOf(page('/pricing').one('#plan-pro')!)).toBe('Pro');
    expect(plain(shownText(page('/terms').one('main')!))).toContain('Last Updated: June 30, 2024');
  });
});

describe('the Spanish home page', () => {
  const home = page('/es/');
  const shown = plain(shownText(home.one('main')!));

  it('links to the Spanish pages where they exist, else to English', () => {
    const hrefs = home.all('main a[href]').map((link) => attribute(link, 'href'));
    for (const path of ['/about', '/pricing', '/tools', '/calculator', '/tutorials', '/products'])
      expect(hrefs, path).toContain(interfaceLink(path, 'es'));
    expect(hrefs).toContain('/es/about');
    expect(hrefs).toContain('/es/pricing');
    expect(hrefs).not.toContain('/about');
  });

  it('writes money, counts, percentages and dates the Spanish way', () => {
    expect(shown).toMatch(/\d+ US\$ – \d[\d.]* US\$/);
    expect(shown).toContain('100 mil seguidores · 6 % de interacción · 20 publicaciones al mes');
    expect(shown).toContain('junio de 2025');
    expect(shown).toContain('3.er trimestre de 2025');
    expect(shown).toContain('15 US$ - 35 US$');
    expect(shown).toContain('12,4 % de interacción promedio');
    expect(shown).toContain('245 mil');
    expect(shown).toContain('Desde 350 US$');
    expect(shown).toContain('Únete a más de 5000 creadores que crecen de forma honesta');
    expect(plain(attribute(home.one('.hero-preview'), 'aria-label')!)).toMatch(
      /^Vista previa: ganancias estimadas de \d+ US\$ a \d+ US\$ al mes/,
    );
  });

  it('shows the featured trend in Spanish where it is translated, else marked as English', () => {
    const titleIn = (file: string) => /^title:\s*"?([^"\n]+?)"?\s*$/m.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
    // The English home page's card names the featured trend; its file tells whether it has a translation.
    const englishCard = textOf(page('/').one('.hero-preview')!);
    const id = readdirSync('src/content/trends')
      .filter((file) => file.endsWith('.md'))
      .find((file) => englishCard.includes(titleIn(`src/content/trends/${file}`)))!
      .replace(/\.md$/, '');
    const spanishFile = `src/content/trends/es/${id}.md`;
    if (existsSync(spanishFile)) {
      expect(home.one('.hero-preview [lang="en"]')).toBeNull();
      expect(textOf(home.one('.hero-preview')!)).toContain(titleIn(spanishFile));
    } else {
      expect(textOf(home.one('.hero-preview [lang="en"]')!)).toContain(titleIn(`src/content/trends/${id}.md`));
    }
    expect(page('/').one('.hero-preview [lang]')).toBeNull();
  });

  it('names its language in its structured data', () => {
    const structuredData = (built: BuiltPage): unknown =>
      JSON.parse(textOf(built.one('script[type="application/ld+json"]')!));
    expect(structuredData(home)).toMatchObject({ '@type': 'WebSite', inLanguage: 'es', url: `${SITE.url}/es/` });
    expect(structuredData(page('/'))).toMatchObject({ inLanguage: 'en', url: `${SITE.url}/` });
  });

  it('stays close to the English home page in bytes (gzip): its first flight', () => {
    const gzip = (built: BuiltPage) => gzipSync(built.html, { level: 9 }).length;
    expect(gzip(home)).toBeLessThanOrEqual(gzip(page('/')) * 1.05);
  });
});

describe('the other Spanish pages', () => {
  it('about: the values and team, and the contact link in Spanish', () => {
    const about = page('/es/about');
    const headings = about.all('main h3').map(textOf);
    expect(headings).toEqual([
      ...Object.values(es.about.values).map((v) => v.title),
      ...Object.values(es.about.team).map((m) => m.role),
    ]);
    expect(about.all('main a').map((link) => attribute(link, 'href'))).toContain('/es/contact');
  });

  it('contact: Spanish labels, toast texts, FAQ and its structured data', () => {
    const contact = page('/es/contact');
    expect(contact.all('form[data-contact-form] label').map(textOf)).toEqual([
      'Nombre',
      'Correo electrónico',
      'Asunto',
      'Mensaje',
    ]);
    const form = contact.one('form[data-contact-form]');
    expect(attribute(form, 'data-toast-title')).toBe('¡Mensaje enviado!');
    expect(contact.all('main details summary').map(textOf)).toEqual(es.contact.faq.map((entry) => entry.question));
    expect(contact.html).toContain('"name":"¿De verdad son gratis sus herramientas?"');
    expect(contact.all('aside a').map((link) => attribute(link, 'href'))).toEqual(
      ['/tutorials', '/tools', '/pricing'].map((path) => interfaceLink(path, 'es')),
    );
  });

  it.each(['/es/terms', '/es/privacy'])('%s: the date in Spanish, every section, links to Spanish pages', (path) => {
    const legal = page(path);
    expect(plain(shownText(legal.one('main')!))).toContain('Última actualización: 30 de junio de 2024');
    expect(legal.all('article h2').length).toBeGreaterThanOrEqual(9);
    expect(legal.all('article a').map((link) => attribute(link, 'href'))).toContain('/es/contact');
  });

  it('privacy names what the browser stores', () => {
    const policy = shownText(page('/es/privacy').one('article')!);
    for (const name of ['viewedTrends', 'bookmarkedTrends', 'vote_', '/search?q=hashtags'])
      expect(policy).toContain(name);
    expect(
      page('/es/terms')
        .all('article a')
        .map((link) => attribute(link, 'href')),
    ).toContain('/es/privacy');
  });

  it('pricing: prices through Intl in Spanish, plans and features in Spanish', () => {
    const pricing = page('/es/pricing');
    const price = (id: string) => plain(textOf(pricing.one(`article[aria-labelledby="plan-${id}"] .text-4xl`)!));
    expect([price('free'), price('pro'), price('enterprise')]).toEqual(['0 US$', '9,99 US$', '49,99 US$']);
    const shown = shownText(pricing.one('main')!);
    expect(shown).toContain('El más popular');
    expect(shown).toContain('Incluido: Informes de tendencias limitados (3)');
    expect(shown).toContain('No incluido: Cuentas para tu equipo');
    const buttons = pricing.all('article a').map((link) => attribute(link, 'href'));
    expect(buttons).toEqual([
      interfaceLink('/tools', 'es'),
      interfaceLink('/coming-soon/pro-subscription', 'es'),
      '/es/contact',
    ]);
  });
});
