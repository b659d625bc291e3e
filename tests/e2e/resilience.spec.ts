// Every route survives hostile conditions: storage that throws (and asks no other host for anything) or
// holds garbage (on a 320 px screen), no JavaScript, and every picture failing. (Uncaught errors fail any test: fixtures.ts.)
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { SPEC_ROUTES } from './routes';

test.describe.configure({ mode: 'parallel' });
test.skip(({ isMobile }) => isMobile, 'each condition sets its own viewport; one project is enough');

async function expectMainContent(page: Page) {
  await expect(page.locator('main h1')).toBeVisible();
  // /search draws its popular searches in the island's first render, which may commit a frame after
  // hydration is marked: waited for, as a visitor would see it.
  await expect.poll(async () => (await page.locator('main').innerText()).trim().length).toBeGreaterThan(40);
}

// Every route of the default build, loaded, asks no other host for anything (pictures, fonts, scripts,
// styles): only the analytics tag, in a build with a measurement id and after consent, may leave the site.
test.describe('localStorage that throws, and nothing asked of another host', () => {
  for (const route of SPEC_ROUTES) {
    test(route, async ({ page, baseURL }) => {
      const otherHosts: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (/^https?:$/.test(url.protocol) && url.origin !== new URL(baseURL!).origin) otherHosts.push(request.url());
      });
      await page.addInitScript(() => {
        const fail = () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        };
        Object.defineProperty(window, 'localStorage', { get: fail, configurable: true });
      });
      await page.goto(route);
      await waitForHydration(page);
      await expectMainContent(page);
      // What loads as the visitor scrolls counts too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(otherHosts).toEqual([]);
    });
  }
});

// Two hostile conditions in one load each (they do not hide each other: one is about stored data, the
// other about layout): garbage in storage, on the narrowest phone screen.
test.describe('corrupted stored values on a 320 px wide screen', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const route of SPEC_ROUTES) {
    test(route, async ({ page }) => {
      await page.addInitScript(() => {
        localStorage.setItem('viewedTrends', '{"duet-challenges": "many", oops');
        localStorage.setItem('bookmarkedTrends', '{"not":"a list"}');
        localStorage.setItem('vote_pro-subscription_unlimited-trends', 'maybe');
        localStorage.setItem('vote_pro-subscription_priority-support', '{');
      });
      await page.goto(route);
      await waitForHydration(page);
      await expectMainContent(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'horizontal scrolling').toBeLessThanOrEqual(0);
    });
  }
});

// What each route shows with scripts off is read from its HTML (tests/built/pages.test.ts); here, that
// plain links carry a visitor from page to page.
test.describe('JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });
  test('navigation works by plain links', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Tutorials', exact: true }).click();
    await expect(page).toHaveURL(/\/tutorials$/);
    await expectMainContent(page);
  });
});

/** The routes whose main content shows pictures (the others have none to fail). */
const ROUTES_WITH_PICTURES = [
  '/',
  '/tutorials',
  '/tutorials/hashtag-strategy',
  '/tutorials/tiktok-algorithm-explained',
  '/trends',
  '/trends/duet-challenges',
  '/products',
  '/search?q=growth',
] satisfies (typeof SPEC_ROUTES)[number][];

test.describe('every picture failing', () => {
  for (const route of ROUTES_WITH_PICTURES) {
    test(route, async ({ page }) => {
      // Every picture is a file of the site: a network that drops them all but the fallbacks is made
      // here (another host would fail anyway: fixtures.ts). Layout shifts are recorded from the start.
      await page.route(
        (url) => url.pathname.includes('/images/') && !/\/images\/fallback-(image|avatar)\.svg$/.test(url.pathname),
        (request) => request.abort(),
      );
      await page.addInitScript(() => {
        (window as unknown as { __cls: number }).__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(route);
      await waitForHydration(page);
      const images = page.locator('main img[data-fallback]');
      const count = await images.count();
      for (let i = 0; i < count; i++) {
        const image = images.nth(i);
        if (!(await image.isVisible())) continue;
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
            message: `image ${i} fell back`,
          })
          .toBe(true);
        expect(await image.getAttribute('src')).toBe(await image.getAttribute('data-fallback'));
      }
      expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.01);
    });
  }
});
