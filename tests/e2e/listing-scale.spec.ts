// Long listings: /tutorials with a few hundred tutorials (the fixture in fixtureBuilds.ts, built under
// /creator-hub/) is cut into static pages that work without JavaScript, its island props stay small,
// and its filter covers every page, keeping its state in the URL.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { test, expect, waitForHydration, expectNoSeriousAxeViolations } from './fixtures';
import { LISTING_FIXTURE_BASE, LISTING_FIXTURE_SIZE, listingFixture } from './fixtureBuilds';
import { syntheticTutorial, SYNTHETIC_CATEGORIES } from '../../scripts/lib/syntheticTutorials.mjs';
import { TUTORIALS_PAGE_SIZE } from '@/data/listings';
import { freePort } from '../../scripts/lib/benchProcess.mjs';

/** The real tutorials' categories, from their frontmatter. */
const realCategories = readdirSync('src/content/tutorials')
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => /^category:\s*"?(.*?)"?\s*$/m.exec(readFileSync(`src/content/tutorials/${file}`, 'utf8'))![1]);
const TOTAL = LISTING_FIXTURE_SIZE + realCategories.length;
const PAGES = Math.ceil(TOTAL / TUTORIALS_PAGE_SIZE);
const inCategory = (category: string) =>
  realCategories.filter((name) => name === category).length +
  Array.from({ length: LISTING_FIXTURE_SIZE }, (_, index) => SYNTHETIC_CATEGORIES[index % 4]).filter(
    (name) => name === category,
  ).length;
/** A synthetic tutorial's title, as its frontmatter has it. */
const titleOf = (index: number) => JSON.parse(/^title: (.*)$/m.exec(syntheticTutorial(index))![1]) as string;

const allSection = (page: Page) => page.getByRole('region', { name: 'All Tutorials' });
const cards = (page: Page) => allSection(page).getByRole('article');
const cardTitles = (section: Locator) => section.getByRole('article').getByRole('heading');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Tutorial pages' });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search tutorials' });
const pills = (page: Page) => page.getByRole('group', { name: 'Filter by category' }).getByRole('button');

let server: ChildProcess | undefined;
let origin = '';
const url = (path: string) => `${origin}${LISTING_FIXTURE_BASE}${path}`;

test.describe('a listing of a few hundred tutorials', () => {
  // One fixture build serves both viewports; the phone adds nothing to what these tests check.
  test.skip(({ isMobile }) => isMobile, 'desktop only');
  test.describe.configure({ mode: 'serial', timeout: 60_000 });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const dist = await listingFixture();
    const port = await freePort();
    server = spawn(
      process.execPath,
      ['scripts/serve.mjs', '--port', String(port), '--dir', dist, '--base', LISTING_FIXTURE_BASE],
      { stdio: 'ignore' },
    );
    origin = `http://127.0.0.1:${port}`;
    await expect
      .poll(() =>
        fetch(url('/')).then(
          (response) => response.status,
          () => 0,
        ),
      )
      .toBe(200);
  });

  test.afterAll(() => {
    server?.kill();
  });

  test('without JavaScript: pages of cards linked by previous, next and page links under the sub-path', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url('/tutorials'));
    await expect(cards(page)).toHaveCount(TUTORIALS_PAGE_SIZE);
    await expect(allSection(page).getByText(`${TOTAL} tutorials available`)).toBeVisible();
    await expect(pager(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pager(page).getByRole('link', { name: `Page ${PAGES}` })).toHaveAttribute(
      'href',
      `${LISTING_FIXTURE_BASE}/tutorials/page/${PAGES}`,
    );
    await expect(pager(page).getByRole('link', { name: 'Previous' })).toHaveCount(0);
    const firstPage = await cardTitles(allSection(page)).allTextContents();

    await pager(page).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(url('/tutorials/page/2'));
    await expect(cards(page)).toHaveCount(TUTORIALS_PAGE_SIZE);
    const secondPage = await cardTitles(allSection(page)).allTextContents();
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
    await expect(page.getByRole('region', { name: 'Featured Tutorials' })).toHaveCount(0);
    await expect(page).toHaveTitle(/\(page 2\)/);

    await pager(page)
      .getByRole('link', { name: `Page ${PAGES}` })
      .click();
    await expect(cards(page)).toHaveCount(TOTAL - (PAGES - 1) * TUTORIALS_PAGE_SIZE);
    await expect(pager(page).getByRole('link', { name: 'Next' })).toHaveCount(0);
    await pager(page).getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(url(`/tutorials/page/${PAGES - 1}`));
    for (const link of await page.locator('main a[href]').all()) {
      expect(await link.getAttribute('href')).toMatch(new RegExp(`^(${LISTING_FIXTURE_BASE}/|https?:|#)`));
    }
    await context.close();
  });

  test("the island's props hold one page, not the collection", async () => {
    for (const path of ['/tutorials/', '/tutorials/page/2/', '/trends/']) {
      const html = await (await fetch(url(path))).text();
      const props = [...html.matchAll(/<astro-island\b[^>]*?\sprops="([^"]*)"/g)].map((match) => match[1]);
      const bytes = props.reduce((sum, text) => sum + text.length, 0);
      // One page of cards is about 5 KB of props; the whole collection would be 100 KB and more.
      expect(bytes, path).toBeLessThan(12_000);
      expect((html.match(/<article\b/g) ?? []).length, path).toBeLessThanOrEqual(TUTORIALS_PAGE_SIZE + 4);
    }
  });

  test('typing finds a tutorial from a far page, across the whole collection, and the URL keeps it', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      const { origin: requestOrigin, pathname } = new URL(request.url());
      if (requestOrigin === origin) requests.push(pathname);
    });
    await page.goto(url('/tutorials'));
    await waitForHydration(page);
    const far = 250;
    await searchBox(page).fill(`part ${far + 1}`);
    await expect(allSection(page).getByText('1 tutorial available')).toBeVisible();
    await expect(cardTitles(allSection(page))).toHaveText([titleOf(far)]);
    await expect(allSection(page).getByRole('link', { name: titleOf(far) })).toHaveAttribute(
      'href',
      `${LISTING_FIXTURE_BASE}/tutorials/bench-00${far}`,
    );
    await expect(pager(page)).toHaveCount(0);
    await expect(page).toHaveURL(url(`/tutorials?q=part+${far + 1}`));
    // Only the listing index was asked, and only in parts: never a list of the whole collection.
    const index = requests.filter((path) => path.includes('/listing-index/'));
    expect(index.length).toBeGreaterThan(0);
    expect(requests.every((path) => path.startsWith(`${LISTING_FIXTURE_BASE}/`))).toBe(true);

    await page.reload();
    await waitForHydration(page);
    await expect(searchBox(page)).toHaveValue(`part ${far + 1}`);
    await expect(cardTitles(allSection(page))).toHaveText([titleOf(far)]);
  });

  test('a category counts every page, shows more on request, and back/forward restore the pages', async ({ page }) => {
    await page.goto(url('/tutorials/page/3'));
    await waitForHydration(page);
    await expectNoSeriousAxeViolations(page);
    const pageThree = await cardTitles(allSection(page)).allTextContents();
    await pills(page).getByText('Safety', { exact: true }).click();
    await expect(allSection(page).getByText(`${inCategory('Safety')} tutorials available`)).toBeVisible();
    await expect(page).toHaveURL(url('/tutorials/page/3?category=Safety'));
    await expect(cards(page)).toHaveCount(TUTORIALS_PAGE_SIZE);
    await expect(allSection(page).getByRole('article').getByText('Safety', { exact: true })).toHaveCount(
      TUTORIALS_PAGE_SIZE,
    );
    await page.getByRole('button', { name: 'Show more tutorials' }).click();
    await expect(cards(page)).toHaveCount(2 * TUTORIALS_PAGE_SIZE);

    await searchBox(page).fill('no such words anywhere');
    await expect(page.getByText('No tutorials found matching your criteria.')).toBeVisible();
    // The address follows typing once it pauses.
    await expect(page).toHaveURL(url('/tutorials/page/3?category=Safety&q=no+such+words+anywhere'));
    await page.goBack();
    await expect(page).toHaveURL(url('/tutorials/page/3'));
    await expect(cardTitles(allSection(page))).toHaveText(pageThree);
    await expect(pager(page).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    // Typing replaced the category's entry: forward is the filter as last typed.
    await page.goForward();
    await expect(page).toHaveURL(url('/tutorials/page/3?category=Safety&q=no+such+words+anywhere'));
    await expect(page.getByText('No tutorials found matching your criteria.')).toBeVisible();
    await expect(pills(page).getByText('Safety', { exact: true })).toHaveAttribute('aria-pressed', 'true');
  });
});
