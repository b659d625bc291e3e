// Real visitors' Core Web Vitals, reported to the Google tag only where the visitor allows analytics:
// after Accept the reporter loads (off the critical path) and the page's metrics reach the tag as events
// with Google's documented parameters when the page is hidden; before an answer, after Decline and with
// Global Privacy Control nothing is loaded or sent. Runs against the build with a measurement id (the
// sub-path build); the build without one carries none of it (tests/built/analyticsConsent.test.ts).
import type { Page } from '@playwright/test';
import { test, expect, sitePath } from './fixtures';
import { configuredMeasurementId, serveGoogleTagStandIn, tagHits } from './googleTagStandIn';
import { CONSENT_STORAGE_KEY } from '@/data/analytics';
import { dictionary as en } from '@/i18n/en';

const METRICS = ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'];
/** The reporter's file (the web-vitals library with the events it sends). */
const REPORTER = /\/_astro\/webVitalsReporter\.[\w-]+\.js$/;

/** Opens `path` with the tag's stand-in; returns the reporter files the page asked for, as they come. */
async function openWithTag(page: Page, path: string): Promise<string[]> {
  const reporterRequests: string[] = [];
  page.on('request', (request) => {
    if (REPORTER.test(new URL(request.url()).pathname)) reporterRequests.push(request.url());
  });
  await serveGoogleTagStandIn(page);
  await page.goto(path);
  test.skip((await configuredMeasurementId(page)) === null, 'this build has no PUBLIC_GA_MEASUREMENT_ID');
  await expect.poll(async () => (await tagHits(page)).map((hit) => hit.params.page_path)).toContain(sitePath(path));
  return reporterRequests;
}

/** Waits until the page has loaded and been idle: when the reporter would load if it were allowed. */
async function loadedAndIdle(page: Page) {
  await page.waitForLoadState('load');
  for (let i = 0; i < 2; i++) await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

/** The page as the browser hides it (another tab, the home screen): web-vitals sends its final values. */
async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const vitalsHits = async (page: Page) => (await tagHits(page)).filter((hit) => METRICS.includes(hit.event));

/** Waits until the reporter observes the page: TTFB, known from the start, is sent as it begins. */
async function reporting(page: Page) {
  await expect.poll(async () => (await vitalsHits(page)).map((hit) => hit.event)).toContain('TTFB');
}

test('after Accept the reporter loads, and the page’s vitals reach the tag with their parameters when it is hidden', async ({
  page,
}) => {
  const reporterRequests = await openWithTag(page, '/');
  await loadedAndIdle(page);
  expect(reporterRequests, 'nothing before an answer').toEqual([]);

  await page
    .getByRole('region', { name: en.consent.ask.title })
    .getByRole('button', { name: en.consent.accept })
    .click();
  await expect.poll(() => reporterRequests.length).toBe(1);
  await reporting(page);
  // A tap the INP can measure, then the page goes to the background.
  await page.getByRole('banner').getByLabel('Search', { exact: true }).click();
  await hidePage(page);

  await expect
    .poll(async () => (await vitalsHits(page)).map((hit) => hit.event).sort())
    .toEqual(expect.arrayContaining(['CLS', 'FCP', 'LCP', 'TTFB']));
  for (const hit of await vitalsHits(page)) {
    expect(hit.analytics_storage).toBe('granted');
    expect(hit.params).toMatchObject({
      metric_id: expect.stringMatching(/^v\d+-/),
      metric_value: expect.any(Number),
      metric_delta: expect.any(Number),
      metric_rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
      value: expect.any(Number),
    });
  }
  const lcp = (await vitalsHits(page)).find((hit) => hit.event === 'LCP')!;
  expect((lcp.params as Record<string, unknown>).debug_target, 'the LCP element is named').toEqual(expect.any(String));
});

test('before an answer and after Decline, nothing is loaded or sent', async ({ page }) => {
  const reporterRequests = await openWithTag(page, '/');
  await loadedAndIdle(page);
  await page
    .getByRole('region', { name: en.consent.ask.title })
    .getByRole('button', { name: en.consent.decline })
    .click();
  await loadedAndIdle(page);
  await hidePage(page);
  // The tag had time to read what the page queued: the hide's events would be there by now.
  await expect.poll(() => tagHits(page)).not.toEqual([]);
  expect(reporterRequests).toEqual([]);
  expect(await vitalsHits(page)).toEqual([]);
});

test('with Global Privacy Control nothing is loaded or sent, even after an earlier yes', async ({ page }) => {
  await page.addInitScript((key) => {
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true });
    localStorage.setItem(key, 'granted');
  }, CONSENT_STORAGE_KEY);
  const reporterRequests = await openWithTag(page, '/pricing');
  await loadedAndIdle(page);
  await hidePage(page);
  expect(reporterRequests).toEqual([]);
  expect(await vitalsHits(page)).toEqual([]);
});

test('an earlier yes: the next page reports its vitals without asking again', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'granted'), CONSENT_STORAGE_KEY);
  const reporterRequests = await openWithTag(page, '/pricing');
  await loadedAndIdle(page);
  await expect.poll(() => reporterRequests.length).toBe(1);
  await reporting(page);
  // A tap (which settles the LCP), then the page goes to the background.
  await page.getByRole('banner').getByLabel('Search', { exact: true }).click();
  await hidePage(page);
  await expect
    .poll(async () => (await vitalsHits(page)).map((hit) => hit.event))
    .toEqual(expect.arrayContaining(['FCP', 'LCP', 'TTFB']));
});
