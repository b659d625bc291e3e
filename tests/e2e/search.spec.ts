// Site search: states, filters and counts, chips, popular topics,
// history, the header-to-page query, analytics, untrusted input and the no-JavaScript message.
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  waitForHydration,
  expectNoAxeViolations,
  expectNoSeriousAxeViolations,
  installClock,
  sitePath,
  SAME_UNDER_A_BASE,
} from './fixtures';
import { pageViews } from './pageViews';
import { staticImportUrls } from '@/lib/pageLoads';
import { SEARCH_DELAY_MS } from '@/data/search';
import { dictionary as en } from '@/i18n/en';

const POPULAR_TOPICS = en.search.island.popularTopics;

const PROMPT = 'Enter a search term to find TikTok tips, tools, and trends';
const LOADING = 'Searching for results...';

const main = (page: Page) => page.getByRole('main');
const status = (page: Page) => page.locator('[data-search-status]');
const results = (page: Page) => main(page).getByRole('article');
const filterButton = (page: Page, name: string) =>
  page
    .getByRole('group', { name: 'Filter results by category' })
    .getByRole('button', { name: new RegExp(`^${name}\\b`) });

async function count(page: Page, filter: string): Promise<number> {
  return Number(await filterButton(page, filter).locator('[data-filter-count]').textContent());
}

const phase = (page: Page) => page.locator('[data-search-phase]');

/** Loading the search engine on a busy machine can take seconds; the assertions wait that long. */
const SETTLE_TIMEOUT_MS = 15_000;

/** Waits until the island has settled: results (or the empty state) for a query, the topics without one. */
async function settled(page: Page) {
  await expect(phase(page)).toHaveAttribute('data-search-phase', /^(ready|idle)$/, { timeout: SETTLE_TIMEOUT_MS });
}

/** Opens /search (optionally with q) and waits until the island shows its settled state. */
async function openSearch(page: Page, query?: string) {
  await page.goto(query === undefined ? '/search' : `/search?q=${encodeURIComponent(query)}`);
  await waitForHydration(page);
  await settled(page);
}

interface LoadingTimes {
  start: number | null;
  shown: number | null;
  hidden: number | null;
  /** Result cards seen on the page while the loading state was up. */
  cardsWhileLoading: number;
}

/**
 * Runs an action and records, inside the page, when it was clicked and when "Searching for results..."
 * appeared and went away: the test runner's own delays cannot hide or stretch the loading state.
 */
async function withLoadingWatch(page: Page, action: () => Promise<unknown>): Promise<LoadingTimes> {
  await page.evaluate((text) => {
    const times: LoadingTimes = { start: null, shown: null, hidden: null, cardsWhileLoading: 0 };
    (window as unknown as { loadingTimes: LoadingTimes }).loadingTimes = times;
    document.addEventListener('click', () => (times.start ??= performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      const visible = [...document.querySelectorAll('[role="status"]')].some((element) =>
        element.textContent?.includes(text),
      );
      if (visible && times.shown === null) times.shown = performance.now();
      if (visible)
        times.cardsWhileLoading = Math.max(times.cardsWhileLoading, document.querySelectorAll('main article').length);
      if (!visible && times.shown !== null && times.hidden === null) {
        times.hidden = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, LOADING);
  await action();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { loadingTimes: LoadingTimes }).loadingTimes.hidden), {
      timeout: SETTLE_TIMEOUT_MS,
    })
    .not.toBeNull();
  await settled(page);
  return page.evaluate(() => (window as unknown as { loadingTimes: LoadingTimes }).loadingTimes);
}

/**
 * Stops the page's clock, runs `action` (a new search) and checks the loading state against the page's
 * time: shown at once without result cards, still shown 1 ms before SEARCH_DELAY_MS has passed, and gone
 * once it has and the answer is in. The clock then runs on.
 */
async function expectLoadingForTheDelay(
  page: Page,
  clock: Awaited<ReturnType<typeof installClock>>,
  action: () => Promise<unknown>,
) {
  const loading = main(page).getByRole('status').filter({ hasText: LOADING });
  await clock.stop();
  await action();
  await expect(loading).toBeVisible();
  await expect(results(page)).toHaveCount(0);
  await page.clock.runFor(SEARCH_DELAY_MS - 1);
  await expect(loading).toBeVisible();
  await expect(results(page)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(loading).toHaveCount(0, { timeout: SETTLE_TIMEOUT_MS });
  await page.clock.resume();
  await settled(page);
}

async function headerSearch(page: Page, text: string) {
  await page.getByRole('banner').getByLabel('Search', { exact: true }).click();
  const input = page.getByRole('banner').getByPlaceholder('Search for TikTok tips, tools, and trends...');
  await input.fill(text);
  await input.press('Enter');
}

test.describe('no query', () => {
  test('shows the prompt and the Popular TikTok Searches table of five topics', SAME_UNDER_A_BASE, async ({ page }) => {
    await openSearch(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results');
    await expect(status(page)).toHaveText(PROMPT);
    const table = main(page).getByRole('table');
    await expect(main(page).getByRole('heading', { name: 'Popular TikTok Searches' })).toBeVisible();
    const rowHeaders = table.getByRole('rowheader');
    await expect(rowHeaders).toHaveCount(5);
    for (const topic of POPULAR_TOPICS) {
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: new RegExp(topic.title) }) });
      await expect(row.getByRole('button', { name: `Search ${topic.title}` })).toHaveText('Search');
    }
    await expect(page.getByRole('group', { name: 'Filter results by category' })).toHaveCount(0);
    await expect(page).toHaveTitle('Search | CreatorGrowth Hub');
    await expectNoSeriousAxeViolations(page);
  });

  test('a popular topic sets q, shows the loading state, then its results', async ({ page }) => {
    await openSearch(page);
    const times = await withLoadingWatch(page, () =>
      main(page).getByRole('button', { name: 'Search Monetization Tips' }).click(),
    );
    expect(times.shown).not.toBeNull();
    await expect(page).toHaveURL(/\/search\?q=monetization$/);
    await expect(status(page)).toHaveText('Showing results for "monetization"');
    await expect(results(page).first()).toBeVisible();
    await expect(main(page).getByRole('table')).toHaveCount(0);
    await expect(status(page)).toBeFocused();
  });
});

test.describe('results', () => {
  test('a query in the URL shows its status line, result cards with highlighted words, and related chips', async ({
    page,
  }) => {
    await openSearch(page, 'growth');
    await expect(status(page)).toHaveText('Showing results for "growth"');
    await expect(page).toHaveTitle('Search results for "growth" | CreatorGrowth Hub');
    await expect(results(page).first()).toBeVisible();
    const first = results(page).first();
    await expect(first.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`^${sitePath('/')}(tutorials|trends|tools|calculator)`),
    );
    await expect(first.locator('mark').first()).toContainText(/growth/i);
    await expect(main(page).getByRole('heading', { name: 'Related Searches' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'algorithm', exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('the loading state lasts the 500 ms delay before results appear', SAME_UNDER_A_BASE, async ({ page }) => {
    const clock = await installClock(page);
    await openSearch(page, 'growth');
    const viral = () => main(page).getByRole('button', { name: 'viral', exact: true }).click();
    // Asked once before, "viral" is answered from memory at once: only the delay holds its results back.
    await viral();
    await expect(status(page)).toHaveText('Showing results for "viral"', { timeout: SETTLE_TIMEOUT_MS });
    await page.goBack();
    await expect(status(page)).toHaveText('Showing results for "growth"', { timeout: SETTLE_TIMEOUT_MS });
    await settled(page);
    await expectLoadingForTheDelay(page, clock, viral);
    await expect(status(page)).toHaveText('Showing results for "viral"');
    await expect(results(page).first()).toBeVisible();
  });

  test(
    'filters show counts, All is the total, and each filter keeps only its category',
    SAME_UNDER_A_BASE,
    async ({ page }) => {
      const clock = await installClock(page);
      await openSearch(page, 'hashtags');
      const [all, tutorials, trends, tools] = [
        await count(page, 'All'),
        await count(page, 'Tutorials'),
        await count(page, 'Trends'),
        await count(page, 'Tools'),
      ];
      expect(all).toBe(tutorials + trends + tools);
      expect(tutorials).toBeGreaterThan(0);
      expect(tools).toBeGreaterThan(0);
      await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');
      await expect(results(page)).toHaveCount(Math.min(all, 10));

      for (const [filter, expected] of [
        ['Tutorials', tutorials],
        ['Tools', tools],
      ] as const) {
        await expectLoadingForTheDelay(page, clock, () => filterButton(page, filter).click());
        await expect(filterButton(page, filter)).toHaveAttribute('aria-pressed', 'true');
        await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'false');
        await expect(results(page)).toHaveCount(Math.min(expected, 10));
        for (const badge of await results(page).locator('.badge').allTextContents()) expect(badge.trim()).toBe(filter);
        // Counts describe the query, not the active filter.
        expect(await count(page, 'All')).toBe(all);
      }
      await expect(page).toHaveURL(/\/search\?q=hashtags$/);
    },
  );

  test(
    'a filter with no matches shows the empty state while other categories keep their counts',
    SAME_UNDER_A_BASE,
    async ({ page }) => {
      await openSearch(page, 'algorithm');
      const counts = await Promise.all(
        ['Tutorials', 'Trends', 'Tools'].map(async (filter) => [filter, await count(page, filter)] as const),
      );
      const empty = counts.find(([, n]) => n === 0)?.[0];
      test.skip(!empty, 'needs a query that misses one category');
      await withLoadingWatch(page, () => filterButton(page, empty!).click());
      await expect(main(page).getByRole('heading', { name: 'No results found' })).toBeVisible();
      expect(await count(page, 'All')).toBeGreaterThan(0);
    },
  );

  test('Show more results loads the next page of cards', SAME_UNDER_A_BASE, async ({ page }) => {
    await openSearch(page, 'video');
    const all = await count(page, 'All');
    test.skip(all <= 10, 'needs more than one page of results');
    await expect(results(page)).toHaveCount(10);
    await main(page).getByRole('button', { name: 'Show more results' }).click();
    await expect(results(page)).toHaveCount(Math.min(all, 20));
  });

  test('a result card opens its page', async ({ page }) => {
    await openSearch(page, 'calculator');
    await withLoadingWatch(page, () => filterButton(page, 'Tools').click());
    const link = results(page).first().getByRole('heading', { level: 3 }).getByRole('link');
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
});

test.describe('empty result', () => {
  test('shows No results found; Clear Search removes q and Browse Tutorials goes to /tutorials', async ({ page }) => {
    await openSearch(page, 'щщщщщ');
    await expect(main(page).getByRole('heading', { name: 'No results found' })).toBeVisible();
    expect(await count(page, 'All')).toBe(0);
    await expect(results(page)).toHaveCount(0);
    await expect(main(page).getByRole('link', { name: 'Browse Tutorials' })).toHaveAttribute(
      'href',
      sitePath('/tutorials'),
    );
    await expectNoSeriousAxeViolations(page);

    await main(page).getByRole('button', { name: 'Clear Search' }).click();
    await settled(page);
    await expect(page).toHaveURL(/\/search$/);
    await expect(status(page)).toHaveText(PROMPT);
    await expect(main(page).getByRole('table')).toBeVisible();
    await expect(page).toHaveTitle('Search | CreatorGrowth Hub');

    await withLoadingWatch(page, () => page.goBack());
    await expect(status(page)).toHaveText('Showing results for "щщщщщ"');
    await main(page).getByRole('link', { name: 'Browse Tutorials' }).click();
    await expect(page).toHaveURL(/\/tutorials$/);
  });
});

test('with q in the address, the search engine starts loading before the island code arrives', async ({ page }) => {
  const html = await (await page.request.get(sitePath('/search?q=growth'))).text();
  const islandUrl = /<astro-island[^>]*component-url="([^"]+)"/.exec(html)?.[1];
  expect(islandUrl, 'the search island is on the page').toBeTruthy();
  // Hold the island's component back until the engine is asked for: the engine request must not wait for it.
  let engineRequested = false;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === sitePath('/pagefind/pagefind.js')) engineRequested = true;
  });
  await page.route(`**${islandUrl}`, async (route) => {
    await held;
    await route.continue();
  });
  const opening = openSearch(page, 'growth');
  try {
    await expect
      .poll(() => engineRequested, {
        message: 'the engine is asked for while the island code is held back',
        timeout: SETTLE_TIMEOUT_MS,
      })
      .toBe(true);
  } finally {
    release();
  }
  await opening;
});

test('with q in the address, the loading state and the filters show before the island code arrives, and stay put', async ({
  page,
}) => {
  const html = await (await page.request.get(sitePath('/search?q=growth'))).text();
  const islandUrl = /<astro-island[^>]*component-url="([^"]+)"/.exec(html)?.[1];
  expect(islandUrl, 'the search island is on the page').toBeTruthy();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${islandUrl}`, async (route) => {
    await held;
    await route.continue();
  });
  const loading = main(page).getByRole('status').filter({ hasText: LOADING });
  const filters = page.getByRole('group', { name: 'Filter results by category' });
  try {
    await page.goto('/search?q=growth', { waitUntil: 'commit' });
    await expect(loading).toBeVisible({ timeout: SETTLE_TIMEOUT_MS });
    await expect(filters).toBeVisible();
    await expect(phase(page)).toHaveAttribute('data-search-phase', 'pending');
  } finally {
    release();
  }
  /** The island's phase and the loading state's box, read together (the results may arrive at any moment). */
  const loadingBox = () =>
    page.evaluate((text) => {
      const element = [...document.querySelectorAll('main [role="status"]')].find((candidate) =>
        candidate.textContent?.includes(text),
      );
      const box = element?.getBoundingClientRect();
      return {
        phase: document.querySelector('[data-search-phase]')?.getAttribute('data-search-phase'),
        box: box && { x: box.x, y: box.y, width: box.width, height: box.height },
      };
    }, LOADING);
  const before = await loadingBox();
  await waitForHydration(page);
  // The island shows its own loading state in the same place (a test's machine may already be past it).
  const after = await loadingBox();
  if (after.phase === 'loading') expect(after.box).toEqual(before.box);
  await settled(page);
  await expect(results(page).first()).toBeVisible();
});

test("the address's results wait the 500 ms delay counted from when its loading state first showed", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const times: { shown?: number; card?: number } = {};
    (window as unknown as { earlyTimes: typeof times }).earlyTimes = times;
    new MutationObserver(() => {
      if (document.documentElement.hasAttribute('data-early-search')) times.shown ??= performance.now();
      if (document.querySelector('main article')) times.card ??= performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await openSearch(page, 'growth');
  await expect(results(page).first()).toBeVisible();
  const { shown, card } = await page.evaluate(
    () => (window as unknown as { earlyTimes: { shown?: number; card?: number } }).earlyTimes,
  );
  expect(shown, 'the page marked the loading state before its island ran').toBeDefined();
  // The observer sees the mark a moment after the page's script takes its time: a few ms of slack.
  expect(card! - shown!).toBeGreaterThanOrEqual(SEARCH_DELAY_MS - 20);
});

test('the search worker starts once, and each index file is downloaded once', async ({ page }) => {
  const downloads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith(sitePath('/pagefind/')) || /searchWorker/.test(url.pathname)) downloads.push(url.href);
  });
  await openSearch(page, 'growth');
  await expect(results(page).first()).toBeVisible();
  const repeated = downloads.filter((url, index) => downloads.indexOf(url) !== index);
  expect(repeated, 'nothing downloaded twice').toEqual([]);
  // The files fetched ahead of Pagefind are the ones it uses: one metadata file and one WebAssembly.
  expect(downloads.filter((url) => url.endsWith('.pf_meta'))).toHaveLength(1);
  expect(downloads.filter((url) => /\/wasm\.[\w-]+\.pagefind$/.test(url))).toHaveLength(1);
  expect(downloads.filter((url) => /searchWorker/.test(url))).toHaveLength(1);
  expect(page.workers().filter((worker) => /searchWorker/.test(worker.url()))).toHaveLength(1);
});

test("the index entry file is asked for with this build's tag, so a browser can keep it until the next build", async ({
  page,
}) => {
  const entryRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === sitePath('/pagefind/pagefind-entry.json'))
      entryRequests.push(request.url());
  });
  await openSearch(page, 'growth');
  const tag = await page.locator('meta[name="search-index-tag"]').getAttribute('content');
  expect(tag, 'the page names its index').toMatch(/^[\w-]{6,}$/);
  expect(entryRequests.length).toBeGreaterThan(0);
  for (const url of entryRequests) expect(new URL(url).searchParams.get('ts')).toBe(tag);
});

test('the head names every module the search island needs, so React DOM is not found one download after another', async ({
  page,
}) => {
  const html = await (await page.request.get(sitePath('/search?q=growth'))).text();
  const preloaded = new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map(([, url]) => url));
  const island = /<astro-island[^>]*component-url="([^"]+)"[^>]*renderer-url="([^"]+)"/.exec(html);
  expect(island, 'the search island is on the page').toBeTruthy();
  const queue = [island![1], island![2]];
  const seen = new Set<string>();
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    expect(preloaded, `${url} is preloaded`).toContain(url);
    const code = await (await page.request.get(url)).text();
    queue.push(...staticImportUrls(code, url));
  }
  // React DOM is among them (the renderer's largest import).
  expect([...seen].length).toBeGreaterThan(3);
});

test(
  'no state breaks the heading outline or any other accessibility rule, of any impact',
  SAME_UNDER_A_BASE,
  async ({ page }) => {
    for (const query of [undefined, 'hashtags', 'zzqqxxnothing']) {
      await openSearch(page, query);
      await expectNoAxeViolations(page);
    }
  },
);

test.describe('URL and history', () => {
  test('a related chip pushes history; back and forward restore the right results', async ({ page }) => {
    await openSearch(page, 'growth');
    const growthFirst = await results(page).first().getByRole('heading').textContent();
    await withLoadingWatch(page, () => main(page).getByRole('button', { name: 'algorithm', exact: true }).click());
    await expect(page).toHaveURL(/\/search\?q=algorithm$/);
    await expect(status(page)).toHaveText('Showing results for "algorithm"');
    await expect(results(page).first().locator('mark').first()).toContainText(/algorithm/i);

    await withLoadingWatch(page, () => page.goBack());
    await expect(page).toHaveURL(/\/search\?q=growth$/);
    await expect(status(page)).toHaveText('Showing results for "growth"');
    await expect(results(page).first().getByRole('heading')).toHaveText(growthFirst!);
    await expect(page).toHaveTitle('Search results for "growth" | CreatorGrowth Hub');

    await withLoadingWatch(page, () => page.goForward());
    await expect(status(page)).toHaveText('Showing results for "algorithm"');
    await expect(results(page).first()).toBeVisible();
  });

  test('a filter change resets on a new query and is not a history entry', SAME_UNDER_A_BASE, async ({ page }) => {
    await openSearch(page, 'hashtags');
    const historyLength = await page.evaluate(() => history.length);
    await withLoadingWatch(page, () => filterButton(page, 'Tools').click());
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await main(page).getByRole('button', { name: 'algorithm', exact: true }).click();
    await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');
  });

  test('each in-page query change sends one page view with the new path and title; filters send none', async ({
    page,
  }) => {
    await openSearch(page, 'growth');
    await expect.poll(() => pageViews(page)).toHaveLength(1);
    expect((await pageViews(page))[0]).toEqual({
      page_path: sitePath('/search?q=growth'),
      page_title: 'Search results for "growth" | CreatorGrowth Hub',
    });

    await withLoadingWatch(page, () => main(page).getByRole('button', { name: 'hashtags', exact: true }).click());
    await expect.poll(() => pageViews(page)).toHaveLength(2);
    expect((await pageViews(page))[1]).toEqual({
      page_path: sitePath('/search?q=hashtags'),
      page_title: 'Search results for "hashtags" | CreatorGrowth Hub',
    });

    await withLoadingWatch(page, () => filterButton(page, 'Tutorials').click());
    expect(await pageViews(page)).toHaveLength(2);

    await page.goBack();
    await expect.poll(() => pageViews(page)).toHaveLength(3);
    expect((await pageViews(page))[2].page_path).toBe(sitePath('/search?q=growth'));
  });
});

test.describe('header search on /search', () => {
  test('updates the page in place: no reload, one history entry, results for the new query', async ({ page }) => {
    await openSearch(page, 'growth');
    await page.evaluate(() => ((window as unknown as { stayedOnPage: boolean }).stayedOnPage = true));
    const historyLength = await page.evaluate(() => history.length);
    await withLoadingWatch(page, () => headerSearch(page, '  brand deals  '));
    await expect(page).toHaveURL(/\/search\?q=brand%20deals$/);
    await expect(status(page)).toHaveText('Showing results for "brand deals"');
    await expect(results(page).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
    expect(await page.evaluate(() => history.length)).toBe(historyLength + 1);
    await expect(main(page).getByRole('searchbox')).toHaveValue('brand deals');
  });

  test('the page box searches the same way', async ({ page }) => {
    await openSearch(page);
    const box = main(page).getByRole('searchbox', { name: 'Search query' });
    await box.fill('editing');
    await withLoadingWatch(page, () => box.press('Enter'));
    await expect(page).toHaveURL(/\/search\?q=editing$/);
    await expect(status(page)).toHaveText('Showing results for "editing"');
    await expect(results(page).first()).toBeVisible();
  });
});

// What each footer term, chip and topic finds is asked of the built index in Node (tests/built/siteSearch.test.ts).
test.describe('matching', () => {
  test('the footer links open these searches', async ({ page }) => {
    await openSearch(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'content-ideas' }).click();
    await expect(page).toHaveURL(/\/search\?q=content-ideas$/);
    await waitForHydration(page);
    await settled(page);
    await expect(results(page).first()).toBeVisible();
  });
});

test.describe('untrusted input', () => {
  const PAYLOADS = [
    '<img src=x onerror="window.__xss=1">',
    '<script>window.__xss=2</script>',
    '"><svg onload=window.__xss=3>',
  ];

  for (const payload of PAYLOADS) {
    test(`q=${payload} is shown as text and never runs`, SAME_UNDER_A_BASE, async ({ page }) => {
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs++;
        void dialog.dismiss();
      });
      await openSearch(page, payload);
      await expect(status(page)).toHaveText(`Showing results for "${payload}"`);
      await expect(
        main(page).getByRole('heading', { name: 'No results found' }).or(results(page).first()),
      ).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      await expect(main(page).locator('img, [onerror], [onload]')).toHaveCount(0);
      expect(
        await main(page)
          .locator('script')
          .evaluateAll((scripts) => scripts.some((script) => script.textContent?.includes('__xss'))),
      ).toBe(false);
      expect(await page.title()).toContain(payload);
      expect(dialogs).toBe(0);
    });
  }

  test('a payload typed in the header is shown as text too', SAME_UNDER_A_BASE, async ({ page }) => {
    await openSearch(page, 'growth');
    await withLoadingWatch(page, () => headerSearch(page, '<img src=x onerror="window.__xss=1">'));
    await expect(status(page)).toHaveText('Showing results for "<img src=x onerror="window.__xss=1">"');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expect(main(page).locator('img, [onerror]')).toHaveCount(0);
  });
});

test('without JavaScript the page says what to do, with links to tutorials and trends', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(sitePath('/search?q=growth'));
  await expect(page.getByRole('heading', { name: 'Search needs JavaScript' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'all tutorials' })).toHaveAttribute('href', sitePath('/tutorials'));
  await expect(main(page).getByRole('link', { name: 'trend reports' })).toHaveAttribute('href', sitePath('/trends'));
  await context.close();
});
