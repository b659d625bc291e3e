// The sub-path build (dist-base/, built with BASE_PATH=/creator-hub) in the browser: every request a
// page makes stays under the base and succeeds, and redirects, sharing and image fallbacks keep the base.
// The fixtures also fail any test whose page requests a path outside the base. Its files (links,
// assets, forms, feeds, sitemap, canonical URLs) are checked in Node: tests/built/subpathBuild.test.ts.
import { test, expect, siteBase, sitePath, waitForHydration } from './fixtures';

/** Pages with every kind of script and island (the file crawl above covers every page's markup). */
const BROWSER_ROUTES = [
  '/',
  '/calculator',
  '/tools/hashtag-generator',
  '/tutorials',
  '/tutorials/hashtag-strategy',
  '/trends',
  '/trends/duet-challenges',
  '/search?q=growth',
  '/contact',
  '/coming-soon/pro-subscription',
  '/no-such-page',
];

test.describe('in the browser, every request stays under the base and succeeds', () => {
  for (const route of BROWSER_ROUTES) {
    test(route, async ({ page }) => {
      const failures: string[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        const expected404 = route === '/no-such-page' && response.request().isNavigationRequest();
        if (url.host === new URL(page.url() || response.url()).host && response.status() >= 400 && !expected404) {
          failures.push(`${url.pathname} -> ${response.status()}`);
        }
      });
      await page.goto(route);
      await waitForHydration(page);
      // Search result cards link to pages under the base.
      if (route === '/search?q=growth') {
        const links = page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 }).getByRole('link');
        await expect(links.first()).toBeVisible({ timeout: 15_000 });
        for (const href of await links.evaluateAll((elements) => elements.map((link) => link.getAttribute('href')!))) {
          expect(href.startsWith(siteBase()), href).toBe(true);
        }
      }
      await page.waitForLoadState('networkidle');
      expect(failures).toEqual([]);
    });
  }
});

test('an alias redirects to its tutorial under the base', async ({ page }) => {
  await page.goto('/tutorials/monetization');
  await expect(page).toHaveURL(new RegExp(`${sitePath('/tutorials/creator-fund-application')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('Share copies the address under the base', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/tutorials/tiktok-safety-guide');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}${sitePath('/tutorials/tiktok-safety-guide')}`,
  );
});

test("the site's pictures, and the fallback of one that fails, load under the base", async ({ page }) => {
  // The featured cards' pictures are dropped on their way; the other cards' load.
  await page.route(/\/images\/tutorials\/featured-/, (request) => request.abort());
  await page.goto('/tutorials');
  await waitForHydration(page);
  const fallback = page.locator('main img[data-fell-back]').first();
  await expect(fallback).toHaveAttribute('src', sitePath('/images/fallback-image.svg'));
  await expect.poll(() => fallback.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const card = page.getByRole('region', { name: 'All Tutorials' }).locator('img').first();
  await expect(card).toHaveAttribute('src', new RegExp(`^${sitePath('/images/tutorials/')}[a-z-]+-[12]\\.svg$`));
  await card.scrollIntoViewIfNeeded();
  await expect.poll(() => card.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});
