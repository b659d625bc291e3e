// Analytics that asks first (Google's Consent Mode): the tag starts with cookies denied until the visitor
// accepts, page views reach it in every state (cookieless pings before consent), the prompt asks on the
// first visit without moving anything or hiding anything for good, the answer is remembered and can be
// changed from the footer at once, Global Privacy Control is honoured, and corrupt or blocked storage is
// "not asked yet". Runs against the build with a measurement id (the sub-path build); the build without
// one must have no tag, no prompt and no footer link.
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, expectNoSeriousAxeViolations, layoutShifts, recordLayoutShifts, sitePath } from './fixtures';
import { configuredMeasurementId, serveGoogleTagStandIn, tagHits, tagReceived } from './googleTagStandIn';
import { pageViewPaths } from './pageViews';
import { CONSENT_STORAGE_KEY } from '@/data/analytics';
import { dictionary as en } from '@/i18n/en';
import { THEME_STORAGE_KEY } from '@/data/theme';

const CONSENT_PROMPT = en.consent;
const prompt = (page: Page) => page.getByRole('region', { name: CONSENT_PROMPT.ask.title });
const gpcNotice = (page: Page) => page.getByRole('region', { name: CONSENT_PROMPT.gpc.title });
const cookieSettings = (page: Page) => page.getByRole('link', { name: 'Cookie settings' });

/** The analytics cookies the browser holds for the site (what Google Analytics would read). */
async function analyticsCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name).filter((name) => /^_ga($|_)/.test(name));
}

/** The consent commands the tag acted on, in order. */
async function consentCommands(page: Page): Promise<unknown[][]> {
  return ((await tagReceived(page)) ?? []).filter((command) => command[0] === 'consent');
}

/** Opens `path` with the tag's stand-in served, and waits until the tag has read the load's page view. */
async function openWithTag(page: Page, path: string) {
  await page.goto(path);
  test.skip((await configuredMeasurementId(page)) === null, 'this build has no PUBLIC_GA_MEASUREMENT_ID');
  await expect.poll(async () => (await tagHits(page)).map((hit) => hit.params.page_path)).toContain(sitePath(path));
}

const DENIED_DEFAULTS = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

test.describe('with a measurement id', () => {
  test.beforeEach(async ({ page }) => {
    await serveGoogleTagStandIn(page);
  });

  test('a first visit: cookies denied before the tag loads, a cookieless page view, and the prompt asks', async ({
    page,
    context,
  }) => {
    await openWithTag(page, '/');
    const received = (await tagReceived(page))!;
    // The consent state comes before anything else the tag reads.
    expect(received[0]).toEqual(['consent', 'default', DENIED_DEFAULTS]);
    expect(received.findIndex((command) => command[0] === 'config')).toBeGreaterThan(0);
    expect(await tagHits(page)).toEqual([
      {
        event: 'page_view',
        params: { page_path: sitePath('/'), page_title: await page.title() },
        analytics_storage: 'denied',
      },
    ]);
    expect(await analyticsCookies(context)).toEqual([]);

    const bar = prompt(page);
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('Google Analytics');
    await expect(bar.getByRole('link', { name: CONSENT_PROMPT.privacyLink })).toHaveAttribute(
      'href',
      sitePath('/privacy'),
    );
    // Accept and Decline carry equal weight: the same look and size.
    const accept = bar.getByRole('button', { name: CONSENT_PROMPT.accept });
    const decline = bar.getByRole('button', { name: CONSENT_PROMPT.decline });
    const [acceptBox, declineBox] = [await accept.boundingBox(), await decline.boundingBox()];
    expect(acceptBox!.width).toBeCloseTo(declineBox!.width, 0);
    expect(acceptBox!.height).toBe(declineBox!.height);
    expect(await accept.getAttribute('class')).toBe(await decline.getAttribute('class'));
    // Shown by itself, it does not take the focus from the page.
    await expect(bar.locator(':focus')).toHaveCount(0);
  });

  test('Accept: cookies allowed at once, remembered on the next page, page views still sent', async ({
    page,
    context,
  }) => {
    await openWithTag(page, '/');
    await prompt(page).getByRole('button', { name: CONSENT_PROMPT.accept }).click();
    await expect(prompt(page)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: CONSENT_PROMPT.saved.granted })).toHaveCount(1);
    expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    await expect.poll(() => analyticsCookies(context)).toEqual(expect.arrayContaining(['_ga', '_ga_TEST12345']));
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe('granted');

    await openWithTag(page, '/pricing');
    await expect(prompt(page)).toHaveCount(0);
    expect((await consentCommands(page))[0]).toEqual([
      'consent',
      'default',
      { ...DENIED_DEFAULTS, analytics_storage: 'granted' },
    ]);
    // The page's vitals (after a yes) are events too: FCP and TTFB as soon as they are known.
    const pageViews = (await tagHits(page)).filter((hit) => hit.event === 'page_view');
    expect(pageViews.map((hit) => hit.analytics_storage)).toEqual(['granted']);
  });

  test('Decline: no cookies, remembered, and page views still sent as cookieless pings', async ({ page, context }) => {
    await openWithTag(page, '/');
    await prompt(page).getByRole('button', { name: CONSENT_PROMPT.decline }).click();
    await expect(prompt(page)).toHaveCount(0);
    expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);

    await openWithTag(page, '/tutorials?category=Safety');
    await expect(prompt(page)).toHaveCount(0);
    expect((await consentCommands(page))[0]).toEqual(['consent', 'default', DENIED_DEFAULTS]);
    expect(await tagHits(page)).toEqual([
      expect.objectContaining({
        params: expect.objectContaining({ page_path: sitePath('/tutorials?category=Safety') }),
        analytics_storage: 'denied',
      }),
    ]);
    expect(await pageViewPaths(page)).toEqual([sitePath('/tutorials?category=Safety')]);
    expect(await analyticsCookies(context)).toEqual([]);
  });

  test('"Cookie settings" in the footer reopens the prompt with the current answer; a change applies at once', async ({
    page,
    context,
  }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'granted'), CONSENT_STORAGE_KEY);
    await openWithTag(page, '/about');
    await expect.poll(() => analyticsCookies(context)).toContain('_ga');
    await expect(prompt(page)).toHaveCount(0);

    const link = cookieSettings(page);
    await expect(link).toHaveAttribute('href', sitePath('/privacy#cookie-settings'));
    await link.click();
    const bar = prompt(page);
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(CONSENT_PROMPT.current.granted);
    await expect(bar).toBeFocused();
    expect(page.url()).toContain('/about');

    await bar.getByRole('button', { name: CONSENT_PROMPT.decline }).click();
    await expect(bar).toHaveCount(0);
    await expect(link).toBeFocused();
    expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    // Withdrawing consent removes the cookies already set.
    await expect.poll(() => analyticsCookies(context)).toEqual([]);

    // Reopened, Escape closes it with the answer unchanged.
    await link.click();
    await expect(prompt(page)).toContainText(CONSENT_PROMPT.current.denied);
    await page.keyboard.press('Escape');
    await expect(prompt(page)).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe('denied');
  });

  test('the keyboard reaches the prompt right after the skip link and answers it', async ({ page }) => {
    await openWithTag(page, '/');
    await expect(prompt(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(prompt(page).getByRole('link', { name: CONSENT_PROMPT.privacyLink })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(prompt(page).getByRole('button', { name: CONSENT_PROMPT.accept })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(prompt(page)).toHaveCount(0);
    expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    // Focus was in the prompt: it goes to the page's main content, not back to the start of the document.
    await expect(page.locator('#main')).toBeFocused();
  });

  test('Global Privacy Control: cookies stay denied whatever was stored, and the prompt says so instead of asking', async ({
    page,
    context,
  }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }),
    );
    await openWithTag(page, '/');
    expect((await consentCommands(page))[0]).toEqual(['consent', 'default', DENIED_DEFAULTS]);
    const notice = gpcNotice(page);
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button')).toHaveText([CONSENT_PROMPT.dismiss]);
    await notice.getByRole('button', { name: CONSENT_PROMPT.dismiss }).click();
    await expect(notice).toHaveCount(0);

    // Even an earlier "granted" (given before the browser sent the signal) gives way to it.
    await page.evaluate((key) => localStorage.setItem(key, 'granted'), CONSENT_STORAGE_KEY);
    await openWithTag(page, '/pricing');
    await expect(gpcNotice(page)).toHaveCount(0);
    expect((await consentCommands(page))[0]).toEqual(['consent', 'default', DENIED_DEFAULTS]);
    expect((await tagHits(page)).map((hit) => hit.analytics_storage)).toEqual(['denied']);
    expect(await analyticsCookies(context)).toEqual([]);
    await cookieSettings(page).click();
    await expect(gpcNotice(page)).toBeVisible();
    await expect(gpcNotice(page).getByRole('button', { name: CONSENT_PROMPT.accept })).toHaveCount(0);
  });

  test('a corrupted answer in storage means "not asked yet", never an error', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, '{"granted":tru'), CONSENT_STORAGE_KEY);
    await openWithTag(page, '/');
    expect((await consentCommands(page))[0]).toEqual(['consent', 'default', DENIED_DEFAULTS]);
    await expect(prompt(page)).toBeVisible();
    await prompt(page).getByRole('button', { name: CONSENT_PROMPT.accept }).click();
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe('granted');
  });

  test('with storage blocked the prompt still works for the page, and asks again on the next', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await openWithTag(page, '/');
    await prompt(page).getByRole('button', { name: CONSENT_PROMPT.accept }).click();
    await expect(prompt(page)).toHaveCount(0);
    expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    await openWithTag(page, '/pricing');
    await expect(prompt(page)).toBeVisible();
  });

  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ]) {
    test(`at ${width}px the prompt moves nothing on the page and hides nothing for good`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await recordLayoutShifts(page);
      await openWithTag(page, '/');
      const bar = prompt(page);
      await expect(bar).toBeVisible();
      // From the document being parsed: a busy machine may draw the page half parsed and move what it
      // drew as the rest comes in, which the prompt (added by script, later) has no part in.
      expect(await layoutShifts(page, { sinceParsed: true })).toEqual({ total: 0, moved: [] });
      // Pinned to the bottom edge, within the screen, no taller than a third of a phone's.
      const box = (await bar.boundingBox())!;
      expect(box.y + box.height).toBeCloseTo(height, 0);
      expect(box.height).toBeLessThan(height / 3);
      // At the end of the page the footer's last line is above it, not behind it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footerBottom = await page.locator('footer').evaluate((footer) => footer.getBoundingClientRect().bottom);
      expect(footerBottom).toBeLessThanOrEqual((await bar.boundingBox())!.y + 1);
    });
  }

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no serious violation with the prompt open, ${theme} theme`, async ({ page }) => {
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, theme]);
      await openWithTag(page, '/');
      await expect(prompt(page)).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  }
});

test('without a measurement id there is no tag, no prompt, no footer link and no consent command', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => pageViewPaths(page)).toEqual([sitePath('/')]);
  test.skip((await configuredMeasurementId(page)) !== null, 'this build has a measurement id');
  expect(
    await page.evaluate(() =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map(
        (entry) => Array.from(entry as ArrayLike<unknown>)[0],
      ),
    ),
  ).toEqual(['event']);
  await expect(cookieSettings(page)).toHaveCount(0);
  await expect(page.locator('.consent-bar')).toHaveCount(0);
  expect(
    await page.evaluate(() => [...document.scripts].some((script) => script.src.includes('googletagmanager'))),
  ).toBe(false);
});
