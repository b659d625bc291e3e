// A build with Spanish pages for the search checks, whatever Spanish content the real build has: the
// English pages of dist/ (as built) and a few Spanish pages written here in BaseLayout's indexed form
// (category filter, title and description metadata, the English page each translates), indexed by the
// same Pagefind with the same excluded selectors, into .cache/search-es-fixture/.
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import * as pagefind from 'pagefind';
import { SEARCH_TRANSLATES_FILTER } from '@/data/search';
import type { SearchCategory } from '@/data/contentCategories';
import type { SearchedBuild } from './siteSearchIndex';

const FOLDER = join('.cache', 'search-es-fixture');

/** A Spanish page of the fixture: where it lives, the English page it translates, and its texts. */
export interface FixturePage {
  path: string;
  translates: string;
  category: SearchCategory;
  title: string;
  description: string;
  body: string;
}

export const SPANISH_FIXTURE_PAGES: FixturePage[] = [
  {
    path: '/es/tutorials/tiktok-algorithm-explained',
    translates: '/tutorials/tiktok-algorithm-explained',
    category: 'Tutorials',
    title: 'Cómo funciona el algoritmo de TikTok',
    description: 'Las señales que usa el feed Para ti para decidir qué videos recomienda.',
    body: 'El algoritmo de TikTok mide cuánto tiempo ven tu video, si lo comparten y si lo vuelven a ver. El crecimiento llega con constancia y ganchos claros.',
  },
  {
    path: '/es/trends/duet-challenges',
    translates: '/trends/duet-challenges',
    category: 'Trends',
    title: 'Retos de dúo',
    description: 'Los creadores graban reacciones y remates junto a un video que lanza la propuesta.',
    body: 'Los retos de dúo funcionan porque hacen muy fácil crear: el planteamiento ya existe y solo pones la reacción.',
  },
  {
    path: '/es/calculator',
    translates: '/calculator',
    category: 'Tools',
    title: 'Calculadora de ganancias',
    description: 'Calcula cuánto podrías ganar en TikTok con tus visualizaciones y tu interacción.',
    body: 'Escribe tus seguidores y tus visualizaciones para estimar tus ganancias y tu monetización.',
  },
];

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function spanishPage(page: FixturePage): string {
  return `<!doctype html><html lang="es" dir="ltr"><head><meta charset="utf-8"><title>${escape(page.title)}</title></head><body><nav>Inicio Tutoriales Tendencias</nav><main data-pagefind-body><div hidden><span data-pagefind-filter="category">${page.category}</span><span data-pagefind-meta="description">${escape(page.description)}</span><span data-pagefind-meta="title">${escape(page.title)}</span><span data-pagefind-meta="image:"></span><span data-pagefind-meta="image_alt:"></span><span data-pagefind-filter="${SEARCH_TRANSLATES_FILTER}">${page.translates}</span></div><h1>${escape(page.title)}</h1><p>${escape(page.description)}</p><p>${escape(page.body)}</p></main></body></html>`;
}

/** The excluded selectors of pagefind.yml, so the fixture is indexed as the build is. */
function excludedSelectors(): string[] {
  const config = readFileSync('pagefind.yml', 'utf8');
  const block = /^exclude_selectors:\s*\n((?:\s+-.*\n?)+)/m.exec(config)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.trim().replace(/^-\s*/, ''))
    .filter(Boolean);
}

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });

/** Indexes the fixture from the English pages of `dist` (Pagefind runs in its own process). */
export async function buildSpanishSearchFixture(dist = 'dist'): Promise<SearchedBuild> {
  rmSync(FOLDER, { recursive: true, force: true });
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: excludedSelectors() });
  if (!index) throw new Error(`Pagefind did not start: ${errors.join('; ')}`);
  try {
    for (const file of htmlFiles(dist)) {
      const content = readFileSync(file, 'utf8');
      if (!/<html lang="en"/.test(content)) continue;
      await index.addHTMLFile({ sourcePath: relative(dist, file).split(sep).join('/'), content });
    }
    for (const page of SPANISH_FIXTURE_PAGES)
      await index.addHTMLFile({ url: `${page.path}/`, content: spanishPage(page) });
    const written = await index.writeFiles({ outputPath: join(FOLDER, 'pagefind') });
    if (written.errors.length) throw new Error(`Pagefind did not write: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }
  return {
    dist: FOLDER,
    base: '/',
    fileFor: (urlPath) => {
      const file = join(FOLDER, decodeURIComponent(urlPath.split(/[?#]/)[0]));
      return existsSync(file) && statSync(file).isFile() ? file : null;
    },
  };
}
