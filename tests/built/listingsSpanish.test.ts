// The Spanish listings, /es/tutorials and /es/trends, as built: Spanish texts (the counts and the date
// through Intl), category names, and each entry either in its translation (linking to its Spanish page)
// or in English, marked (hreflang, lang, the visible label). The listing index is asked in Node, as the
// listings' worker asks it, for what each language's listing finds.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { LISTING_INDEX_FOLDER } from '@/data/listings';
import type { Language } from '@/data/languages';
import { cardOfRecord, listingQuery, type ListingKind } from '@/lib/listingIndex';
import { attribute, ROOT_BUILD, shownText, textOf, type BuiltPage, type PageElement } from './builtSite';

/** The entries of a collection and the ids translated into Spanish (src/content/<collection>/es). */
function collection(folder: 'tutorials' | 'trends'): { ids: string[]; spanish: Map<string, string> } {
  const markdown = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((file) => /\.mdx?$/.test(file)) : []);
  const title = (file: string) => /^title:\s*"?(.*?)"?\s*$/m.exec(readFileSync(file, 'utf8'))![1];
  const dir = `src/content/${folder}`;
  return {
    ids: markdown(dir).map((file) => file.replace(/\.mdx?$/, '')),
    spanish: new Map(
      markdown(join(dir, 'es')).map((file) => [file.replace(/\.mdx?$/, ''), title(join(dir, 'es', file))]),
    ),
  };
}

const page = (path: string): BuiltPage => {
  const { status, page } = ROOT_BUILD.page(path);
  expect(status, path).toBe(200);
  return page;
};

/** Each entry link of a listing's cards (`/tutorials/x`, `/es/trends/y`) with its card. */
function entryLinks(listing: BuiltPage, folder: string, within = 'main'): { link: PageElement; id: string }[] {
  return listing
    .all(`${within} a[href]`)
    .map((link) => ({ link, match: new RegExp(`^(?:/es)?/${folder}/([^/]+)$`).exec(attribute(link, 'href')!) }))
    .filter(({ match }) => match && match[1] !== 'page')
    .map(({ link, match }) => ({ link, id: match![1] }));
}

/** The English title inside a marked entry link. */
const englishTitle = (link: PageElement): PageElement | undefined =>
  link.children.find((child): child is PageElement => 'attribs' in child && child.attribs.lang !== undefined);

/** The card (article or list item) around a link. */
function cardOf(link: PageElement): PageElement {
  let node = link.parent as PageElement | null;
  while (node && node.name !== 'article' && node.name !== 'li') node = node.parent as PageElement | null;
  return node!;
}

function expectMarkedOrTranslated(listing: BuiltPage, folder: 'tutorials' | 'trends', within?: string) {
  const { spanish } = collection(folder);
  const links = entryLinks(listing, folder, within);
  expect(links.length).toBeGreaterThan(0);
  for (const { link, id } of links) {
    const card = cardOf(link);
    if (spanish.has(id)) {
      expect(attribute(link, 'href'), id).toBe(`/es/${folder}/${id}`);
      expect(textOf(link)).toBe(spanish.get(id));
      expect(attribute(link, 'hreflang')).toBeUndefined();
      expect(shownText(card)).not.toContain('Inglés');
    } else {
      expect(attribute(link, 'href'), id).toBe(`/${folder}/${id}`);
      expect(attribute(link, 'hreflang'), id).toBe('en');
      const title = englishTitle(link);
      expect(title && attribute(title, 'lang'), id).toBe('en');
      expect(textOf(link), id).toBe(`${textOf(title!)} Inglés`);
    }
  }
}

describe('/es/tutorials', () => {
  const listing = () => page('/es/tutorials');
  const { ids } = collection('tutorials');

  it('is in Spanish, with the count line through Spanish plural rules', () => {
    expect(attribute(listing().one('html'), 'lang')).toBe('es');
    expect(textOf(listing().one('title')!)).toMatch(/^Tutoriales para crecer en TikTok/);
    expect(textOf(listing().one('h1')!)).toBe('Tutoriales para crecer en TikTok');
    const text = shownText(listing().one('main')!);
    for (const phrase of [
      'Estrategias de crecimiento prácticas y éticas',
      'Búsquedas populares: algoritmo, hashtags, interacción, sonidos en tendencia',
      'Tutoriales destacados',
      'Todos los tutoriales',
      `${ids.length} tutoriales disponibles`,
    ])
      expect(text).toContain(phrase);
    expect(attribute(listing().one('main input[type=search]'), 'placeholder')).toBe('Buscar tutoriales...');
    expect(attribute(listing().one('main form[role=search]'), 'action')).toBe('/es/tutorials');
    expect(text).not.toMatch(/tutorials? available|All Tutorials|Featured Tutorials/);
  });

  it('names the categories in Spanish on the pills', () => {
    const pills = listing()
      .all('[role=group] button')
      .map((pill) => textOf(pill));
    expect(pills).toEqual(['Todos', 'Estrategia de crecimiento', 'Monetización', 'Creación de contenido', 'Seguridad']);
  });

  it('shows each tutorial in Spanish when translated, else in English linked to its English page and marked', () => {
    expectMarkedOrTranslated(listing(), 'tutorials');
    // Each English card's description is marked too.
    const inEnglish = entryLinks(listing(), 'tutorials').filter(({ link }) => attribute(link, 'hreflang') === 'en');
    expect(listing().all('main article p[lang=en]')).toHaveLength(inEnglish.length);
  });

  it('leaves the English listing unmarked', () => {
    const english = page('/tutorials');
    for (const { link } of entryLinks(english, 'tutorials')) {
      expect(attribute(link, 'hreflang')).toBeUndefined();
      expect(attribute(link, 'href')).toMatch(/^\/tutorials\//);
    }
    expect(shownText(english.one('main')!)).toContain(`${ids.length} tutorials available`);
  });
});

describe('/es/trends', () => {
  const listing = () => page('/es/trends');
  const { ids } = collection('trends');

  it('is in Spanish, with the date, the count and the Pro teaser through Intl', () => {
    expect(attribute(listing().one('html'), 'lang')).toBe('es');
    expect(textOf(listing().one('h1')!)).toBe('Informes de tendencias de TikTok');
    const text = shownText(listing().one('main')!);
    const locked = ids.length - 3;
    for (const phrase of [
      'Última actualización: 15 de junio de 2024',
      'Lo más popular ahora',
      'Todas las tendencias',
      `${ids.length} tendencias coinciden`,
      `Desbloquea ${locked} informes de tendencias más`,
      'Pásate a Pro',
      'Cómo detectamos las tendencias',
    ])
      expect(text).toContain(phrase);
    if (locked > 3) expect(text).toContain(locked - 3 === 1 ? '+ 1 tendencia más' : `+ ${locked - 3} tendencias más`);
    expect(text).not.toMatch(/Last updated|Hot Right Now|Upgrade to Pro|trends match/);
  });

  it('names the categories in Spanish on the pills and the cards', () => {
    expect(listing().all('[role=group] button').map(textOf)).toEqual([
      'Todas',
      'Comedia',
      'Moda',
      'Comida y cocina',
      'Estilo de vida',
      'Belleza',
      'Hogar y estilo de vida',
    ]);
  });

  it('shows each trend (grid and hot strip) in Spanish when translated, else in English linked and marked', () => {
    expectMarkedOrTranslated(listing(), 'trends', '[data-trend-grid]');
    expectMarkedOrTranslated(listing(), 'trends', '#hot-trends-title + ul');
  });
});

interface ListingEngine {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (
    term: string | null,
    options: { filters: Record<string, string>; sort: Record<string, 'asc'> },
  ) => Promise<{ results: { data: () => Promise<{ url: string }> }[] } | null>;
}

describe('the listing index', () => {
  let find: (kind: ListingKind, language: Language, query: string) => Promise<{ id: string; language?: string }[]>;

  beforeAll(async () => {
    const origin = 'http://listing-index.test';
    const earlierFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), origin);
      if (url.origin !== origin) return earlierFetch(input, init);
      const file = ROOT_BUILD.fileFor(url.pathname);
      return file ? new Response(readFileSync(file)) : new Response('Not found', { status: 404 });
    };
    const engine = (await import(
      /* @vite-ignore */ pathToFileURL(join(ROOT_BUILD.dist, LISTING_INDEX_FOLDER, 'pagefind.js')).href
    )) as ListingEngine;
    await engine.options({ basePath: `${origin}${LISTING_INDEX_FOLDER}` });
    await engine.init();
    find = async (kind, language, query) => {
      const { term, filters } = listingQuery(kind, language, { query, category: 'All' });
      const response = await engine.search(term, { filters, sort: { order: 'asc' } });
      const records = await Promise.all((response?.results ?? []).map((result) => result.data()));
      return records.map((record) => cardOfRecord<{ id: string; language?: string }>(record.url)!);
    };
  });

  it("has every entry once in each language's listing, in the same order", async () => {
    for (const kind of ['tutorials', 'trends'] as const) {
      const english = await find(kind, 'en', '');
      const spanish = await find(kind, 'es', '');
      expect(english.map((card) => card.id).sort()).toEqual(collection(kind).ids.sort());
      expect(spanish.map((card) => card.id)).toEqual(english.map((card) => card.id));
      expect(english.every((card) => card.language === undefined)).toBe(true);
    }
  });

  it('finds in the Spanish listing the texts it shows: translations in Spanish, the rest in English', async () => {
    const { spanish } = collection('trends');
    const [id, title] = [...spanish][0];
    const word = title.split(' ')[0];
    expect(await find('trends', 'es', word)).toContainEqual(expect.objectContaining({ id, language: 'es' }));
    expect((await find('trends', 'en', word)).map((card) => card.id)).not.toContain(id);
    const untranslated = collection('trends').ids.find((other) => !spanish.has(other))!;
    const englishTitle = /^title:\s*"?(.*?)"?\s*$/m.exec(
      readFileSync(`src/content/trends/${untranslated}.md`, 'utf8'),
    )![1];
    const found = await find('trends', 'es', englishTitle);
    expect(found[0]).toEqual(expect.objectContaining({ id: untranslated }));
    expect(found[0].language).toBeUndefined();
  });
});
