// Search on a flaky connection: the engine and index downloads are retried 3 times with backoff
// (1 s, 2 s, 4 s), a download that keeps failing shows the error state with a working Try again
// button, and answers already given come back without any download (back/forward, a repeated query).
import type { Page, Route } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { LOAD_RETRIES, retryDelayMs } from '@/lib/retry';

const main = (page: Page) => page.getByRole('main');
const phase = (page: Page) => page.locator('[data-search-phase]');
const results = (page: Page) => main(page).getByRole('article');
const errorHeading = (page: Page) => main(page).getByRole('heading', { name: 'Search is unavailable right now' });

/** All the backoff waits a load goes through before it gives up. */
const ALL_RETRY_WAITS_MS = Array.from({ length: LOAD_RETRIES }, (_, index) => retryDelayMs(index + 1)).reduce(
  (a, b) => a + b,
  0,
);

/**
 * Waits until `done` holds, moving the page's fake clock on a second each time it does not yet. The
 * search worker's retry waits run on real time (a worker has its own clock), so expect.poll's pauses
 * between tries let real time pass for them too; the limit allows every one of them.
 */
async function advanceUntil(page: Page, done: () => Promise<boolean>) {
  await expect
    .poll(
      async () => {
        if (await done()) return true;
        await page.clock.runFor(1_000);
        return done();
      },
      { timeout: ALL_RETRY_WAITS_MS + 15_000 },
    )
    .toBe(true);
}

/** Fails requests whose path matches, counting them; `failFirst` limits how many fail. */
async function failRequests(page: Page, pattern: RegExp, failFirst = Infinity) {
  const seen: string[] = [];
  const handler = (route: Route) => {
    seen.push(route.request().url());
    return seen.length <= failFirst ? route.abort('connectionreset') : route.continue();
  };
  const matches = (url: URL) => pattern.test(url.pathname);
  await page.route(matches, handler);
  return { seen, stop: () => page.unroute(matches, handler) };
}

test.describe('retries', () => {
  // The retry waits run on the page's fake clock, so the test does not sit through them.
  test.beforeEach(({ page }) => page.clock.install());

  test('an index file that fails twice is retried and the results still come', async ({ page }) => {
    const index = await failRequests(page, /\/pagefind\/index\//, 2);
    await page.goto('/search?q=algorithm');
    await waitForHydration(page);
    await advanceUntil(page, async () => (await phase(page).getAttribute('data-search-phase')) === 'ready');
    await expect(phase(page)).toHaveAttribute('data-search-phase', 'ready');
    await expect(results(page).first()).toBeVisible();
    expect(index.seen).toHaveLength(3);
  });

  test('an index file that keeps failing is tried 4 times, then the error state offers Try again', async ({ page }) => {
    const index = await failRequests(page, /\/pagefind\/index\//);
    await page.goto('/search?q=algorithm');
    await waitForHydration(page);
    // Before the backoff has run out the page is still loading, not failing.
    await page.clock.runFor(retryDelayMs(1) + 100);
    await expect(errorHeading(page)).toHaveCount(0);
    await advanceUntil(page, () => errorHeading(page).isVisible());
    await expect(errorHeading(page)).toBeVisible();
    expect(index.seen).toHaveLength(1 + LOAD_RETRIES);

    await index.stop();
    await main(page).getByRole('button', { name: 'Try again' }).click();
    await advanceUntil(page, async () => (await phase(page).getAttribute('data-search-phase')) === 'ready');
    await expect(results(page).first()).toBeVisible();
    await expect(errorHeading(page)).toHaveCount(0);
  });

  test('an engine that cannot be loaded is tried 4 times, then the error state; Try again recovers', async ({
    page,
  }) => {
    const engine = await failRequests(page, /\/pagefind\/pagefind\.js$/);
    await page.goto('/search?q=growth');
    await waitForHydration(page);
    await advanceUntil(page, () => errorHeading(page).isVisible());
    await expect(errorHeading(page)).toBeVisible();
    // The first import asks for the plain address; each of the 3 retries asks for a fresh one.
    expect(engine.seen.filter((url) => /[?&]retry=\d/.test(url))).toHaveLength(LOAD_RETRIES);
    expect(engine.seen).toHaveLength(1 + LOAD_RETRIES);

    await engine.stop();
    await main(page).getByRole('button', { name: 'Try again' }).click();
    await advanceUntil(page, async () => (await phase(page).getAttribute('data-search-phase')) === 'ready');
    await expect(results(page).first()).toBeVisible();
  });
});

test('answers already given need no download: back/forward and a repeated query work with the index unreachable', async ({
  page,
}) => {
  await page.goto('/search?q=algorithm');
  await waitForHydration(page);
  await expect(phase(page)).toHaveAttribute('data-search-phase', 'ready', { timeout: 15_000 });
  const algorithmFirst = await results(page).first().getByRole('heading').textContent();
  await main(page).getByRole('button', { name: 'growth', exact: true }).click();
  await expect(page).toHaveURL(/q=growth$/);
  await expect(phase(page)).toHaveAttribute('data-search-phase', 'ready', { timeout: 15_000 });
  const growthFirst = await results(page).first().getByRole('heading').textContent();

  const index = await failRequests(page, /\/pagefind\//);
  await page.goBack();
  await expect(page).toHaveURL(/q=algorithm$/);
  await expect(phase(page)).toHaveAttribute('data-search-phase', 'ready');
  await expect(results(page).first().getByRole('heading')).toHaveText(algorithmFirst!);

  const box = main(page).getByRole('searchbox', { name: 'Search query' });
  await box.fill('growth');
  await box.press('Enter');
  await expect(page).toHaveURL(/q=growth$/);
  await expect(phase(page)).toHaveAttribute('data-search-phase', 'ready');
  await expect(results(page).first().getByRole('heading')).toHaveText(growthFirst!);
  expect(index.seen).toEqual([]);
});
