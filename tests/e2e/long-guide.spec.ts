// A guide as long as authors write them (tests/fixtures/long-guide, in English and Arabic), in the
// browser: its "On this page" list folded before the body on a phone and beside it, in view while
// reading, from 1024 px (mirrored in Arabic); a section opened by its address shows below the sticky
// header; each heading's link shows on keyboard focus with its name in the page language; axe in both
// themes, no layout shift with the CPU slowed 10x, and the guide readable offline after one visit.
// Its budgets, HTML and search are checked over the build in tests/build/longGuideBuild.test.ts.
import AxeBuilder from '@axe-core/playwright';
import { spawn, type ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { test, expect, layoutShifts, recordLayoutShifts } from './fixtures';
import { LONG_GUIDE, longGuideBuild } from './fixtureBuilds';
import { waitForOfflineMode } from './offlineFixtures';
import { DICTIONARIES } from './languageDictionaries';
import { launchOptions } from './browser.mjs';
import { freePort } from '../../scripts/lib/benchProcess.mjs';

// How the page is painted is part of the question here, so it is asked of the browser visitors run
// (as in no-shift.spec.ts), not the headless shell.
test.use({ launchOptions: launchOptions({ localHostsOnly: true }) });

const GUIDES = [
  { language: 'en', path: `/tutorials/${LONG_GUIDE.id}` },
  { language: 'ar', path: `/ar/tutorials/${LONG_GUIDE.id}` },
] as const;

let server: ChildProcess | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(600_000);
  const dist = await longGuideBuild();
  const port = await freePort();
  server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--dir', dist], { stdio: 'ignore' });
  origin = `http://127.0.0.1:${port}`;
  await expect
    .poll(() =>
      fetch(`${origin}/`).then(
        (response) => response.status,
        () => 0,
      ),
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill();
});

/** Opens a path of the fixture's server (not the project's). */
const open = (page: Page, path: string) => page.goto(`${origin}${path}`);

/** The "On this page" list: the disclosure before the body on a phone, the navigation beside it when wide. */
const contentsNav = (page: Page, variant: 'folded' | 'beside') =>
  page.locator(variant === 'folded' ? 'details.guide-contents' : 'nav[aria-labelledby="guide-contents-beside"]');

/** The sticky header's bottom edge in the viewport. */
const headerBottom = (page: Page) =>
  page.locator('[data-site-header]').evaluate((header) => header.getBoundingClientRect().bottom);

for (const { language, path } of GUIDES) {
  const t = DICTIONARIES[language].tutorial;

  test.describe(`the long guide in ${language}`, () => {
    test(
      'on a phone: the list sits folded between the title and the body',
      { tag: '@phone' },
      async ({ page, isMobile }) => {
        test.skip(!isMobile, 'phone layout');
        await open(page, path);
        const folded = contentsNav(page, 'folded');
        await expect(folded).toBeVisible();
        await expect(contentsNav(page, 'beside')).toBeHidden();
        await expect(folded).not.toHaveAttribute('open');
        const title = await page.locator('#tutorial-title').boundingBox();
        const list = await folded.boundingBox();
        const body = await page.locator('.prose-body').boundingBox();
        expect(title!.y).toBeLessThan(list!.y);
        expect(list!.y).toBeLessThan(body!.y);
        // The title and the start of the guide share the first screen with the folded list.
        expect(title!.y + title!.height).toBeLessThan(844);

        await folded.getByText(t.contents).click();
        const links = folded.getByRole('link');
        await expect(links.first()).toBeVisible();
        const last = links.last();
        const target = (await last.getAttribute('href'))!;
        await last.click();
        await expect(page).toHaveURL((url) => decodeURIComponent(url.hash) === decodeURIComponent(target));
        const heading = page.locator(`[id="${decodeURIComponent(target.slice(1))}"]`);
        await expect(heading).toBeInViewport();
        expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(await headerBottom(page));
      },
    );

    test('on a wide screen: the list sits beside the body and stays in view while reading', async ({
      page,
      isMobile,
    }) => {
      test.skip(isMobile, 'wide layout');
      await page.setViewportSize({ width: 1280, height: 800 });
      await open(page, path);
      const beside = contentsNav(page, 'beside');
      await expect(beside).toBeVisible();
      await expect(contentsNav(page, 'folded')).toBeHidden();
      const body = (await page.locator('.prose-body').boundingBox())!;
      const list = (await beside.boundingBox())!;
      // Beside the body: after it in the reading direction (right in English, left in Arabic).
      if (language === 'ar') expect(list.x + list.width).toBeLessThanOrEqual(body.x);
      else expect(list.x).toBeGreaterThanOrEqual(body.x + body.width);
      await page.locator('.prose-body h2').nth(4).scrollIntoViewIfNeeded();
      await expect(beside.getByRole('heading', { name: t.contents })).toBeInViewport();
    });

    test('a section opened by its address shows below the sticky header', async ({ page }) => {
      await open(page, path);
      const id = (await page.locator('.prose-body h2').last().getAttribute('id'))!;
      await open(page, `${path}#${encodeURIComponent(id)}`);
      const heading = page.locator(`[id="${id}"]`);
      await expect(heading).toBeInViewport();
      const top = (await heading.boundingBox())!.y;
      expect(top).toBeGreaterThanOrEqual(await headerBottom(page));
      expect(top).toBeLessThan(300);
    });

    test("each heading's link is named in the page language and shows on keyboard focus", async ({ page }) => {
      await open(page, path);
      const heading = page.locator('.prose-body h2').first();
      const name = t.sectionLink.replace('{heading}', (await heading.textContent())!.trim());
      const link = page.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', `#${await heading.getAttribute('id')}`);
      await link.focus();
      await expect(link).toHaveCSS('opacity', '1');
      await link.press('Enter');
      await expect(heading).toBeInViewport();
    });

    test('axe finds nothing serious in either theme', { tag: '@phone' }, async ({ page }) => {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await open(page, path);
        await page
          .locator('details')
          .first()
          .evaluate((details) => details.setAttribute('open', ''));
        const { violations } = await new AxeBuilder({ page }).analyze();
        const failures = violations.filter(
          (v) => v.id === 'color-contrast' || v.impact === 'serious' || v.impact === 'critical',
        );
        expect(
          failures.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          colorScheme,
        ).toEqual([]);
      }
    });
  });
}

test.describe('the long guide on a slow phone', { tag: '@phone' }, () => {
  for (const { language, path } of GUIDES) {
    test(`${language}: nothing shifts with the CPU slowed 10x`, async ({ page, isMobile }) => {
      test.skip(!isMobile, 'phone');
      test.slow();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });
      await recordLayoutShifts(page);
      await open(page, path);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      expect(await layoutShifts(page, { sinceParsed: true })).toEqual({ total: 0, moved: [] });
    });
  }
});

test.describe('the long guide offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('reads offline after one visit, in English and Arabic', async ({ page, context, isMobile }) => {
    test.skip(isMobile, 'the same on every width');
    for (const { path } of GUIDES) {
      await open(page, path);
      await waitForOfflineMode(page);
      await open(page, path);
    }
    await context.setOffline(true);
    for (const { path } of GUIDES) {
      await open(page, path);
      await expect(page.locator('#tutorial-title')).toBeVisible();
      await expect(page.locator('.prose-body h2').last()).toBeAttached();
    }
    await context.setOffline(false);
  });
});
