// What site search finds, as a table of queries and the pages each must show: footer terms, popular
// topics, every tutorial category, every trend hashtag (with and without #), every tool name, mixed
// case, extra spaces, a hyphenated term and a word found nowhere. Read from the result cards on /search.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { FOOTER_SEARCH_TERMS } from '@/data/navigation';
import { POPULAR_TOPICS } from '@/data/search';
import { TOOL_SEARCH_ENTRIES } from '@/data/tools';

interface QueryRow {
  query: string;
  /** Result links that must be shown (the first page of results). */
  present: string[];
  /** When set, the first result must be one of these: pages with the query's words in their title. */
  first?: string[];
}

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

const main = (page: Page) => page.getByRole('main');

/** Searches from the page's own box and returns the result links in the order shown. */
async function resultLinks(page: Page, query: string): Promise<string[] | 'empty'> {
  const box = main(page).getByRole('searchbox', { name: 'Search query' });
  await box.fill(query);
  await box.press('Enter');
  const shown = query.trim().replace(/\s+/g, ' ');
  await expect(page.locator('[data-search-status]'), query).toHaveText(`Showing results for "${shown}"`);
  await expect(page.locator('[data-search-phase]'), query).toHaveAttribute('data-search-phase', 'ready', {
    timeout: 15_000,
  });
  if (await main(page).getByRole('heading', { name: 'No results found' }).isVisible()) return 'empty';
  return main(page)
    .getByRole('article')
    .getByRole('heading', { level: 3 })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

async function checkRows(page: Page, rows: QueryRow[]) {
  await page.goto('/search');
  await expect(page.locator('[data-search-phase]')).toHaveAttribute('data-search-phase', 'idle', { timeout: 15_000 });
  for (const row of rows) {
    const links = await resultLinks(page, row.query);
    expect(links, `"${row.query}" finds results`).not.toBe('empty');
    expect(links, `"${row.query}" shows ${row.present.join(', ')}`).toEqual(expect.arrayContaining(row.present));
    if (row.first) expect(row.first, `"${row.query}" ranks a title match first, not ${links[0]}`).toContain(links[0]);
  }
}

test.describe('search finds what visitors mean', () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(isMobile, 'the index and its ranking are the same at every width');
    test.slow();
  });

  test('the table covers every footer term and popular topic', () => {
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

  test('footer terms and popular topics', async ({ page }) => {
    await checkRows(page, TERM_ROWS);
  });

  test('mixed case, extra spaces and a hyphenated term', async ({ page }) => {
    await checkRows(page, SHAPE_ROWS);
  });

  test('each tutorial category finds every tutorial of that category', async ({ page }) => {
    await checkRows(page, CATEGORY_ROWS);
  });

  test('each trend hashtag, with or without #, finds its trend', async ({ page }) => {
    await checkRows(page, HASHTAG_ROWS.slice(0, Math.ceil(HASHTAG_ROWS.length / 2)));
  });

  test('each trend hashtag, second half', async ({ page }) => {
    await checkRows(page, HASHTAG_ROWS.slice(Math.ceil(HASHTAG_ROWS.length / 2)));
  });

  test('each tool by its name, ranked first', async ({ page }) => {
    await checkRows(page, TOOL_ROWS);
  });

  test('a word found nowhere shows the empty state', async ({ page }) => {
    await page.goto('/search');
    expect(await resultLinks(page, 'zzqqxxnothing')).toBe('empty');
    await expect(main(page).getByRole('button', { name: 'Clear Search' })).toBeVisible();
  });
});
