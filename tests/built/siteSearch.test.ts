// What site search finds, as a table of queries and the pages each must show: footer terms, popular
// topics, related chips, every tutorial category, every trend hashtag (with and without #), every tool
// name, mixed case, extra spaces, a hyphenated term and a word found nowhere; and from the Spanish page,
// Spanish pages first and the English pages of untranslated entries after them, labelled English. Asked
// of the built index in Node as the search page asks it (siteSearchIndex.ts); the page's states and cards
// are browser tests.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchFilter } from '@/data/search';
import { LANGUAGES, type Language } from '@/data/languages';
import { pagefindIndexKey } from '@/scripts/pagefindLanguage';
import { FOOTER_SEARCH_TERMS } from '@/data/navigation';
import { dictionary as en } from '@/i18n/en';
import { TOOL_SEARCH_ENTRIES } from '@/data/tools';
import { DICTIONARIES } from '@/i18n';
import { TRANSLATION_LANGUAGES } from '@/lib/contentTranslations';
import { ROOT_BUILD, SUBPATH_BUILD, attribute, textOf } from './builtSite';
import { openSiteSearch, type SearchAnswer } from './siteSearchIndex';
import { SPANISH_FIXTURE_PAGES, buildSpanishSearchFixture } from './spanishSearchFixture';

interface QueryRow {
  query: string;
  /** Result links that must be shown (the first page of results). */
  present: string[];
  /** When set, the first result must be one of these: pages with the query's words in their title. */
  first?: string[];
}

const POPULAR_TOPICS = en.search.island.popularTopics;
const RELATED_TERMS = en.searchTerms.byKeyword.flatMap((group) => group.terms);

const tutorial = (id: string) => `/tutorials/${id}`;
const trend = (id: string) => `/trends/${id}`;

/** Front matter values from a content file: one `key: value` line or a `key:` list of `- item` lines. */
function frontMatter(path: string): { scalar: (key: string) => string; list: (key: string) => string[] } {
  const head = readFileSync(path, 'utf8').split(/^---$/m)[1] ?? '';
  const unquote = (value: string) => value.trim().replace(/^["']|["']$/g, '');
  return {
    scalar: (key) => unquote(new RegExp(`^${key}:(.*)$`, 'm').exec(head)?.[1] ?? ''),
    list: (key) => {
      const block = new RegExp(`^${key}:\\s*\\n((?:\\s+-.*\\n?)+)`, 'm').exec(head)?.[1] ?? '';
      return block
        .split('\n')
        .filter((line) => line.trim().startsWith('-'))
        .map((line) => unquote(line.trim().slice(1)));
    },
  };
}

function contentEntries(collection: 'tutorials' | 'trends') {
  const dir = join('src/content', collection);
  return readdirSync(dir)
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => ({ id: name.replace(/\.mdx?$/, ''), ...frontMatter(join(dir, name)) }));
}

const TUTORIALS = contentEntries('tutorials');
const TRENDS = contentEntries('trends');

/** Footer terms and popular topics: what each must find, and the page to rank first when a title holds the word. */
const TERM_ROWS: QueryRow[] = [
  { query: 'growth', present: [tutorial('tiktok-algorithm-explained'), tutorial('hashtag-strategy')] },
  {
    query: 'algorithm',
    present: [tutorial('tiktok-algorithm-explained')],
    first: [tutorial('tiktok-algorithm-explained')],
  },
  { query: 'viral', present: [trend('kitchen-gadget-reviews')] },
  { query: 'monetization', present: [tutorial('brand-partnership-guide'), tutorial('creator-fund-application')] },
  {
    query: 'editing',
    present: [tutorial('tiktok-editing-tips-for-beginners')],
    first: [tutorial('tiktok-editing-tips-for-beginners')],
  },
  {
    query: 'hashtags',
    present: [tutorial('hashtag-strategy'), '/tools/hashtag-generator'],
    first: [tutorial('hashtag-strategy'), '/tools/hashtag-generator'],
  },
  { query: 'content-ideas', present: [tutorial('tiktok-editing-tips-for-beginners')] },
  { query: 'content ideas', present: [tutorial('tiktok-editing-tips-for-beginners')] },
  { query: 'analytics', present: [tutorial('hashtag-strategy')] },
];

/** Mixed case, extra spaces and a hyphenated term. */
const SHAPE_ROWS: QueryRow[] = [
  {
    query: 'ALGORITHM',
    present: [tutorial('tiktok-algorithm-explained')],
    first: [tutorial('tiktok-algorithm-explained')],
  },
  { query: 'MoNeTiZaTiOn', present: [tutorial('brand-partnership-guide'), tutorial('creator-fund-application')] },
  {
    query: '  brand   deals  ',
    present: [tutorial('brand-partnership-guide')],
    first: [tutorial('brand-partnership-guide')],
  },
  { query: 'before-after', present: [trend('before-after-effects')], first: [trend('before-after-effects')] },
  { query: 'Hashtag GENERATOR', present: ['/tools/hashtag-generator'], first: ['/tools/hashtag-generator'] },
];

/** Each tutorial category finds every tutorial of that category. */
const CATEGORY_ROWS: QueryRow[] = [...new Set(TUTORIALS.map((entry) => entry.scalar('category')))].map((category) => ({
  query: category,
  present: TUTORIALS.filter((entry) => entry.scalar('category') === category).map((entry) => tutorial(entry.id)),
}));

/** Each trend hashtag, as written (#duetchallenge) and without its # (duetchallenge), finds its trend. */
const HASHTAG_ROWS: QueryRow[] = TRENDS.flatMap((entry) =>
  entry.list('hashtags').flatMap((tag) => [
    { query: tag, present: [trend(entry.id)] },
    { query: tag.replace(/^#/, ''), present: [trend(entry.id)] },
  ]),
);

/** Each tool by its name, as its page and its search entry give it: the tool ranks first. */
const TOOL_PAGES: Record<string, string> = {
  '/calculator': 'Earnings Calculator',
  '/tools/hashtag-generator': 'Hashtag Generator',
  '/tools': 'Free Creator Tools',
};
const TOOL_ROWS: QueryRow[] = TOOL_SEARCH_ENTRIES.flatMap((entry) =>
  [entry.title, TOOL_PAGES[entry.link]].map((query) => ({ query, present: [entry.link], first: [entry.link] })),
);

let search: (text: string) => Promise<SearchAnswer>;
beforeAll(async () => {
  search = await openSiteSearch(ROOT_BUILD);
});

async function checkRows(rows: QueryRow[]) {
  for (const row of rows) {
    const { links, counts } = await search(row.query);
    expect(counts.All, `"${row.query}" finds results`).toBeGreaterThan(0);
    expect(links, `"${row.query}" shows ${row.present.join(', ')}`).toEqual(expect.arrayContaining(row.present));
    if (row.first) expect(row.first, `"${row.query}" ranks a title match first, not ${links[0]}`).toContain(links[0]);
  }
}

describe('search finds what visitors mean', () => {
  it('the table covers every footer term and popular topic', () => {
    const queries = TERM_ROWS.map((row) => row.query);
    expect(queries).toEqual(expect.arrayContaining([...FOOTER_SEARCH_TERMS]));
    expect(queries).toEqual(expect.arrayContaining(POPULAR_TOPICS.map((topic) => topic.query)));
    expect(CATEGORY_ROWS.map((row) => row.query).sort()).toEqual([
      'Content Creation',
      'Growth Strategy',
      'Monetization',
      'Safety',
    ]);
    expect(HASHTAG_ROWS.length).toBeGreaterThanOrEqual(2 * TRENDS.length);
  });

  it('footer terms and popular topics', () => checkRows(TERM_ROWS));

  it('mixed case, extra spaces and a hyphenated term', () => checkRows(SHAPE_ROWS));

  it('each tutorial category finds every tutorial of that category', () => checkRows(CATEGORY_ROWS));

  it('each trend hashtag, with or without #, finds its trend', () => checkRows(HASHTAG_ROWS));

  it('each tool by its name, ranked first', () => checkRows(TOOL_ROWS));

  it('every term a related chip can show, every footer term and every popular topic finds at least one result', async () => {
    const chipTerms = [...RELATED_TERMS, ...FOOTER_SEARCH_TERMS];
    const terms = [...new Set([...chipTerms, ...POPULAR_TOPICS.map((topic) => topic.query)])];
    for (const term of terms) {
      const { links, counts } = await search(term);
      expect(counts.All, `results for ${term}`).toBeGreaterThan(0);
      expect(links.length, `cards for ${term}`).toBeGreaterThan(0);
    }
  });

  it('a word found nowhere finds nothing', async () => {
    expect(await search('zzqqxxnothing')).toEqual({
      links: [],
      counts: { All: 0, Tutorials: 0, Trends: 0, Tools: 0 },
      english: [],
    });
  });
});

describe('under a base path', () => {
  it('finds the same pages, their links under the base', async () => {
    const searchUnderBase = await openSiteSearch(SUBPATH_BUILD);
    for (const row of [...TERM_ROWS, ...TOOL_ROWS]) {
      const atRoot = await search(row.query);
      const underBase = await searchUnderBase(row.query);
      expect(underBase.counts, row.query).toEqual(atRoot.counts);
      expect(underBase.links, row.query).toEqual(atRoot.links.map((link) => `/creator-hub${link}`));
    }
  });
});

describe('from the Spanish search page (a build with Spanish pages: spanishSearchFixture.ts)', () => {
  let searchInSpanish: (text: string, filter?: SearchFilter) => Promise<SearchAnswer>;
  let searchInEnglish: (text: string, filter?: SearchFilter) => Promise<SearchAnswer>;
  beforeAll(async () => {
    const fixture = await buildSpanishSearchFixture();
    searchInSpanish = await openSiteSearch(fixture, 'es');
    searchInEnglish = await openSiteSearch(fixture);
  }, 60_000);

  const [algorithmPage, duetPage, calculatorPage] = SPANISH_FIXTURE_PAGES;

  it('a Spanish query finds the Spanish page first, not labelled English', async () => {
    const { links, english, counts } = await searchInSpanish('algoritmo');
    expect(links[0]).toBe(algorithmPage.path);
    expect(english).not.toContain(algorithmPage.path);
    expect(counts.Tutorials).toBeGreaterThan(0);
    expect((await searchInSpanish('retos de dúo')).links[0]).toBe(duetPage.path);
    expect((await searchInSpanish('Calculadora de ganancias')).links[0]).toBe(calculatorPage.path);
  });

  it('an English-only entry is found from /es/search, labelled English', async () => {
    const { links, english } = await searchInSpanish('brand deals');
    expect(links).toContain(tutorial('brand-partnership-guide'));
    expect(english).toContain(tutorial('brand-partnership-guide'));
    for (const link of links) expect(english.includes(link), link).toBe(!link.startsWith('/es/'));
  });

  it('leaves out the English page of an entry that has a Spanish page', async () => {
    for (const page of SPANISH_FIXTURE_PAGES) {
      const query = page.translates === '/calculator' ? 'Earnings Calculator' : page.translates.split('/').at(-1)!;
      expect((await searchInEnglish(query)).links, `English search for ${query}`).toContain(page.translates);
      expect((await searchInSpanish(query)).links, `Spanish search for ${query}`).not.toContain(page.translates);
    }
  });

  it('lists the Spanish results first and counts both languages', async () => {
    const { links, english, counts } = await searchInSpanish('tiktok');
    const firstEnglish = links.findIndex((link) => english.includes(link));
    expect(firstEnglish, 'English results after Spanish ones').toBeGreaterThan(0);
    expect(links.slice(firstEnglish).every((link) => english.includes(link))).toBe(true);
    expect(links.slice(0, firstEnglish).every((link) => link.startsWith('/es/'))).toBe(true);
    expect(counts.All).toBe(counts.Tutorials + counts.Trends + counts.Tools);
    const englishOnly = (await searchInEnglish('tiktok')).counts.All - SPANISH_FIXTURE_PAGES.length;
    expect(counts.All).toBeGreaterThan(englishOnly);
    for (const filter of ['Tutorials', 'Trends', 'Tools'] as const) {
      const filtered = await searchInSpanish('tiktok', filter);
      expect(filtered.counts, filter).toEqual(counts);
      expect(filtered.links.length, filter).toBe(Math.min(counts[filter], 10));
      const section = { Tutorials: '/tutorials', Trends: '/trends', Tools: '' }[filter];
      if (section)
        for (const link of filtered.links) expect(link.replace(/^\/es/, '')).toMatch(new RegExp(`^${section}/`));
    }
  });

  it('keeps the Spanish pages out of the English search page', async () => {
    for (const row of [...TERM_ROWS, ...SPANISH_FIXTURE_PAGES.map((page) => ({ query: page.title }))]) {
      const answer = await searchInEnglish(row.query);
      expect(
        answer.links.some((link) => link.startsWith('/es/')),
        row.query,
      ).toBe(false);
      expect(answer.english, row.query).toEqual([]);
    }
  });

  it('a word found nowhere finds nothing in either language', async () => {
    expect(await searchInSpanish('zzqqxxnothing')).toEqual({
      links: [],
      counts: { All: 0, Tutorials: 0, Trends: 0, Tools: 0 },
      english: [],
    });
  });
});

/** The build's own pages in each other language that search indexes, by language. */
const indexedPagesIn = (language: Language) =>
  ROOT_BUILD.pages().filter(
    (page) =>
      attribute(page.one('html'), 'lang') === LANGUAGES[language].htmlLang &&
      page.one('main[data-pagefind-body]') !== null,
  );

describe.each(TRANSLATION_LANGUAGES.map((language) => [language, indexedPagesIn(language)] as const))(
  "the build's own %s pages",
  (language, pages) => {
    let searchIn: (text: string, filter?: SearchFilter) => Promise<SearchAnswer>;
    beforeAll(async () => {
      searchIn = await openSiteSearch(ROOT_BUILD, language);
    });

    it('are indexed in their language, each naming the English page it translates', () => {
      expect(pages.length).toBeGreaterThan(0);
      const entry = JSON.parse(readFileSync('dist/pagefind/pagefind-entry.json', 'utf8')) as {
        languages: Record<string, { page_count: number }>;
      };
      expect(entry.languages[pagefindIndexKey(LANGUAGES[language].htmlLang)]?.page_count).toBe(pages.length);
      for (const page of pages) {
        const translates = page.one(`[data-pagefind-filter="translates"]`);
        expect(translates && textOf(translates), page.route).toBe(page.route.replace(`/${language}`, '') || '/');
      }
    });

    it('each is found by its title from its search page', async () => {
      for (const page of pages) {
        const title = textOf(page.one('[data-pagefind-meta="title"]')!);
        expect((await searchIn(title)).links, title).toContain(page.route);
      }
    });

    it('every popular topic, related term and footer term of the language finds a result from its search page', async () => {
      const texts = DICTIONARIES[language];
      const terms = new Set([
        ...texts.search.island.popularTopics.map((topic) => topic.query),
        ...texts.searchTerms.byKeyword.flatMap((group) => group.terms),
        ...texts.searchTerms.fallback,
      ]);
      const findNothing: string[] = [];
      for (const term of terms) if ((await searchIn(term)).counts.All === 0) findNothing.push(term);
      expect(findNothing).toEqual([]);
    });
  },
);
