// Pages paint from their first round trip: each carries the CSS its first screen needs inline (allowed
// by hash under the CSP), the full stylesheet still applies without JavaScript and comes from the cache
// on the next page, and its arrival moves nothing. That nothing blocks the first paint is read from
// every page's HTML by the budget check (scripts/check-budgets.mjs); that each page's inline CSS is allowed
// by its hash, over the build (tests/built/pages.test.ts).
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { test, expect, layoutShifts, recordLayoutShifts, sitePath, type LayoutShifts } from './fixtures';
import { differingPixels } from '../../scripts/lib/screenshotDifference.mjs';

/** One page of every kind that must paint from the first flight (the not-found page at a missing path). */
const FIRST_FLIGHT_PAGES = [
  '/',
  '/tutorials/tiktok-algorithm-explained',
  '/tutorials/hashtag-strategy',
  '/trends/duet-challenges',
  '/tutorials',
  '/trends',
  '/tools',
  '/pricing',
  '/about',
  '/contact',
  '/coming-soon/pro-subscription',
  '/no-such-page',
];

const FULL_STYLESHEET = '**/_astro/*.css';

/** A page in a fresh context of the project's device (external hosts fail to resolve, as in every test). */
async function openPage(browser: Browser, options: BrowserContextOptions, path: string, withFullStylesheet: boolean) {
  const context = await browser.newContext(options);
  if (!withFullStylesheet) await context.route(FULL_STYLESHEET, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(sitePath(path), { waitUntil: 'load' });
  return page;
}

/** The project's device (viewport, pixel ratio, touch) for a context of the test's own. */
const device = test.extend<{ deviceOptions: BrowserContextOptions }>({
  deviceOptions: async ({ viewport, deviceScaleFactor, isMobile, hasTouch, userAgent }, use) =>
    use({ viewport, deviceScaleFactor, isMobile, hasTouch, userAgent }),
});

for (const path of FIRST_FLIGHT_PAGES) {
  device(`${path}: the first screen looks the same with the inline CSS alone`, async ({ browser, deviceOptions }) => {
    // Server-rendered markup only (no scripts, no motion), as a first paint shows it.
    const options = { ...deviceOptions, javaScriptEnabled: false, reducedMotion: 'reduce' as const };
    const shots: Buffer[] = [];
    for (const withFullStylesheet of [false, true]) {
      const page = await openPage(browser, options, path, withFullStylesheet);
      shots.push(await page.screenshot());
      await page.context().close();
    }
    // Text antialiasing may differ by a few pixels between two renderings of the same page.
    expect(await differingPixels(shots[0], shots[1])).toBeLessThan(0.001);
  });
}

device('without JavaScript the full stylesheet still applies', async ({ browser, deviceOptions }) => {
  const page = await openPage(browser, { ...deviceOptions, javaScriptEnabled: false }, '/', true);
  // The home page's footer is below the fold: its colours come only from the full stylesheet.
  await expect(page.locator('footer')).toHaveCSS('background-color', 'rgb(17, 24, 39)');
  await page.context().close();
});

device('the full stylesheet is downloaded once and reused by the next page', async ({ browser, deviceOptions }) => {
  // A context without request routing: Playwright turns the HTTP cache off while any route is set.
  const context = await browser.newContext(deviceOptions);
  const page = await context.newPage();
  const stylesheetUrl = (html: string) => html.match(/<link rel="stylesheet" href="([^"]+)"><\/body>/)?.[1];
  const first = stylesheetUrl(await (await page.goto(sitePath('/')))!.text());
  const href = stylesheetUrl(await (await page.goto(sitePath('/tutorials/tiktok-algorithm-explained')))!.text());
  expect(first).toBeTruthy();
  expect(href).toBe(first);
  const transferred = await page.evaluate(
    (name) =>
      (performance.getEntriesByName(new URL(name, location.href).href)[0] as PerformanceResourceTiming | undefined)
        ?.transferSize,
    href!,
  );
  // Served from the cache: nothing crossed the network for it on the second page.
  expect(transferred).toBe(0);
  await context.close();
});

/**
 * Layout shifts (without recent input) from the moment `path` has been parsed and drawn with the inline
 * CSS alone, its stylesheet held back until then, through the stylesheet's arrival, with what moved.
 */
async function shiftsWhileStylesheetArrives(page: Page, path: string): Promise<LayoutShifts> {
  let release!: () => void;
  const drawn = new Promise<void>((resolve) => (release = resolve));
  await page.route(FULL_STYLESHEET, async (route) => {
    await drawn;
    await route.continue();
  });
  await recordLayoutShifts(page);
  await page.goto(path, { waitUntil: 'commit' });
  // The stylesheet's link is the body's last element: once it is in the document, so is all the page.
  // A busy machine may draw the page while it is still being parsed, moving what is drawn as the rest
  // comes in; that depends on the machine, not on the stylesheet, and is left out.
  await page.waitForFunction(
    () =>
      document.querySelector('body > link[rel="stylesheet"]') !== null &&
      performance.getEntriesByName('first-contentful-paint').length > 0,
  );
  const before = await layoutShifts(page);
  release();
  // The load event waits for the stylesheet; layoutShifts then waits for the frame that applies it.
  await page.waitForLoadState('load');
  const after = await layoutShifts(page);
  return { total: after.total - before.total, moved: after.moved.slice(before.moved.length) };
}

for (const path of ['/', '/tutorials/tiktok-algorithm-explained', '/pricing', '/trends', '/tutorials']) {
  test(`${path}: nothing shifts when the full stylesheet arrives late`, async ({ page }) => {
    expect(await shiftsWhileStylesheetArrives(page, path)).toEqual({ total: 0, moved: [] });
  });
}
