// The dark theme: it follows the system's colour scheme with or without JavaScript, the header's
// theme control stores a choice that holds across pages, reloads and tabs, the stored choice is on the
// root element before any stylesheet or module script, and axe finds no contrast failure in either theme.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, sitePath, waitForHydration } from './fixtures';
import { SPEC_ROUTES } from './routes';
import { OFFLINE_PAGE_PATH } from '@/data/offline';
import { THEME_ATTRIBUTE, THEME_COLORS, THEME_STORAGE_KEY } from '@/data/theme';

/** The page backgrounds of the two themes, as computed styles report them. */
const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';
const DARK_BACKGROUND = 'rgb(0, 17, 34)';

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
/** The controls' shown value (the phone menu's control is hidden while the menu is closed). */
const shownChoice = (page: Page) => page.locator('select[data-theme-choice]').first();
const themeAttribute = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));

/** The theme control a visitor reaches: in the header on desktop, in the menu on phones. */
async function chooseTheme(page: Page, label: 'Light' | 'Dark' | 'System') {
  const banner = page.getByRole('banner');
  const headerControl = banner.getByRole('combobox', { name: 'Theme' }).first();
  if (!(await headerControl.isVisible())) await banner.getByLabel('Menu', { exact: true }).click();
  await banner.getByRole('combobox', { name: 'Theme' }).locator('visible=true').selectOption({ label });
}

test.describe('system colour scheme', () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`a dark system gets the dark theme ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL, colorScheme: 'dark', javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(sitePath('/tutorials/hashtag-strategy'));
      expect(await background(page)).toBe(DARK_BACKGROUND);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
      // Without scripts the control could not work, so it is not shown.
      const menu = page.getByRole('banner').getByLabel('Menu', { exact: true });
      if (await menu.isVisible()) await menu.click();
      await expect(page.getByRole('combobox', { name: 'Theme' }).locator('visible=true')).toHaveCount(
        javaScriptEnabled ? 1 : 0,
      );
      await page.emulateMedia({ colorScheme: 'light' });
      expect(await background(page)).toBe(LIGHT_BACKGROUND);
      await context.close();
    });
  }

  test('each scheme has its toolbar colour', async ({ page }) => {
    await page.goto('/');
    const colors = page.locator('meta[name="theme-color"]');
    // The first that matches applies.
    await expect(colors.first()).toHaveAttribute('media', '(prefers-color-scheme: dark)');
    await expect(colors.first()).toHaveAttribute('content', THEME_COLORS.dark);
    await expect(colors.nth(1)).not.toHaveAttribute('media', /./);
    await expect(colors.nth(1)).toHaveAttribute('content', THEME_COLORS.light);
  });
});

// The control sits in the menu on phones: a width-dependent path.
test.describe('theme control', { tag: '@phone' }, () => {
  test('a chosen theme holds across pages and reloads; System follows the system again', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/tools');
    expect(await themeAttribute(page)).toBe('system');
    await chooseTheme(page, 'Dark');
    expect(await background(page)).toBe(DARK_BACKGROUND);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');

    await page.goto('/trends');
    expect(await themeAttribute(page)).toBe('dark');
    expect(await background(page)).toBe(DARK_BACKGROUND);
    await page.reload();
    expect(await background(page)).toBe(DARK_BACKGROUND);
    await expect(shownChoice(page)).toHaveValue('dark');

    // Light wins over a dark system.
    await page.emulateMedia({ colorScheme: 'dark' });
    await chooseTheme(page, 'Light');
    await page.reload();
    expect(await background(page)).toBe(LIGHT_BACKGROUND);

    await chooseTheme(page, 'System');
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBeNull();
    expect(await background(page)).toBe(DARK_BACKGROUND);
  });

  test('a choice in one tab reaches the others', async ({ context }) => {
    const [first, second] = [await context.newPage(), await context.newPage()];
    await first.emulateMedia({ colorScheme: 'light' });
    await second.emulateMedia({ colorScheme: 'light' });
    await first.goto(sitePath('/about'));
    await second.goto(sitePath('/pricing'));
    await chooseTheme(first, 'Dark');
    await expect.poll(() => background(second)).toBe(DARK_BACKGROUND);
    await expect(shownChoice(second)).toHaveValue('dark');
  });

  test('a toast takes the chosen theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
    await page.goto('/about');
    const banner = page.getByRole('banner');
    const subscribe = banner.getByRole('button', { name: 'Subscribe' }).first();
    if (!(await subscribe.isVisible())) await banner.getByLabel('Menu', { exact: true }).click();
    await banner.getByRole('button', { name: 'Subscribe' }).locator('visible=true').click();
    await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-sonner-theme', 'dark');
    // A choice made while the toaster is on the page reaches it too.
    await page.evaluate((attribute) => document.documentElement.setAttribute(attribute, 'light'), THEME_ATTRIBUTE);
    await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-sonner-theme', 'light');
  });

  test('unreadable or corrupt storage means the system theme, and the control still works', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript((key) => localStorage.setItem(key, '{"not":"a theme"}'), THEME_STORAGE_KEY);
    await page.goto('/about');
    expect(await themeAttribute(page)).toBe('system');
    expect(await background(page)).toBe(DARK_BACKGROUND);

    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get: () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.reload();
    expect(await themeAttribute(page)).toBe('system');
    await chooseTheme(page, 'Light');
    expect(await background(page)).toBe(LIGHT_BACKGROUND);
  });

  test('the stored theme is on the root element before any stylesheet or module script', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
    // Mutation records keep the order things happened in: the parser adding each node, the head
    // script setting the attribute.
    await page.addInitScript(() => {
      const log: string[] = [];
      (window as unknown as { themeLog: string[] }).themeLog = log;
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.type === 'attributes') log.push('theme');
          for (const node of record.addedNodes) {
            const element = node as HTMLElement;
            if (element.matches?.('style, link[rel="stylesheet"], script[type="module"]')) log.push(element.tagName);
          }
        }
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-theme'] });
    });
    // Neither the full stylesheet nor any module script arrives: the first paint has only the HTML.
    await page.route(/\.(css|js)(\?|$)/, (route) => route.abort());
    await page.goto('/trends', { waitUntil: 'domcontentloaded' });
    const log = await page.evaluate(() => (window as unknown as { themeLog: string[] }).themeLog);
    expect(log[0]).toBe('theme');
    expect(log).toContain('STYLE');
    expect(await themeAttribute(page)).toBe('dark');
    expect(await background(page)).toBe(DARK_BACKGROUND);
  });
});

/**
 * The axe rules whose outcome depends on colour. The dark theme changes colours only (the same markup
 * and layout), so in dark these are the rules that can find something the light pass did not.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Fails on a contrast failure of any impact, or any serious or critical violation (of `rules` only, if given). */
async function expectNoContrastFailure(page: Page, rules?: string[]) {
  const axe = new AxeBuilder({ page });
  const { violations } = await (rules ? axe.withRules(rules) : axe).analyze();
  const failures = violations.filter(
    (v) => v.id === 'color-contrast' || v.impact === 'serious' || v.impact === 'critical',
  );
  expect(failures.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the error screen of an island that fails is readable in dark', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  // Reading this trend's view count throws once the tracker hydrates (as in island-errors.spec.ts).
  await page.addInitScript(() => {
    const hasOwn = Object.hasOwn;
    Object.hasOwn = (object: object, key: PropertyKey) => {
      if (key === 'duet-challenges') throw new Error('Injected: view counts unreadable');
      return hasOwn(object, key);
    };
  });
  await page.goto('/trends/duet-challenges');
  await waitForHydration(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Unexpected Application Error!' })).toBeVisible();
  await expectNoContrastFailure(page);
});

/**
 * Every route in both themes, the not-found and offline pages included; and in Arabic one page of each
 * layout, its right-to-left order and its own texts (names, labels) read too.
 */
const AXE_ROUTES = [
  ...SPEC_ROUTES,
  OFFLINE_PAGE_PATH,
  '/unknown-page',
  '/ar/',
  '/ar/calculator',
  '/ar/tools/hashtag-generator',
  '/ar/tutorials/hashtag-strategy',
  '/ar/trends/duet-challenges',
  '/ar/search?q=الخوارزمية',
  '/ar/coming-soon/pro-subscription',
  '/ar/unknown-page',
];

/**
 * The routes axe also reads at phone width: one of each layout (grids collapse, the header folds into
 * its menu; the rules and colours are the same as on desktop, where every route is read).
 */
const PHONE_AXE_ROUTES: readonly string[] = [
  '/',
  '/calculator',
  '/tools/hashtag-generator',
  '/tutorials',
  '/tutorials/tiktok-algorithm-explained',
  '/trends/duet-challenges',
  '/search?q=growth',
  '/pricing',
  '/ar/',
  '/ar/tools/hashtag-generator',
];

// The one axe pass over every route: every rule in the light theme (on desktop, and at phone width for
// one route of each layout), then, on desktop, the colour rules after the system turns dark, in the same
// page: a page load per route saved, and the switch itself is what a visitor whose phone goes dark at
// dusk sees.
test.describe('contrast in both themes', () => {
  for (const route of AXE_ROUTES) {
    test(
      `axe: no contrast failure or serious violation on ${route} (light, then dark)`,
      { tag: PHONE_AXE_ROUTES.includes(route) ? '@phone' : [] },
      async ({ page, isMobile }) => {
        await page.emulateMedia({ colorScheme: 'light' });
        await page.goto(route);
        await waitForHydration(page);
        // The shared header and footer are shown on every page (their markup is checked over the build).
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expectNoContrastFailure(page);
        if (isMobile) return;

        await page.emulateMedia({ colorScheme: 'dark' });
        await expect.poll(() => background(page)).toBe(DARK_BACKGROUND);
        // Colours read mid-transition would be neither theme's.
        await expect
          .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a instanceof CSSTransition).length))
          .toBe(0);
        await expectNoContrastFailure(page, COLOUR_RULES);
      },
    );
  }
});
