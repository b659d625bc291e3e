// The Spanish tutorial and trend pages in a browser: the trend tracker counts views with Spanish plural
// rules ('1 vez', '3 veces'), the Save and Share buttons speak Spanish (the copied-link alert too), and a
// tutorial's Share and Save toasts come in Spanish. What the built HTML says is checked in Node
// (tests/built/contentSpanish.test.ts).
import { test, expect, waitForHydration } from './fixtures';
import type { Page } from '@playwright/test';
import { DICTIONARIES } from './languageDictionaries';

const es = DICTIONARIES.es;
const viewCount = (page: Page) => page.locator('[data-trend-views]');

async function openTrend(page: Page, id: string) {
  await page.goto(`/es/trends/${id}`);
  await waitForHydration(page);
}

test.describe('a Spanish trend page', () => {
  test('counts views with Spanish plurals, per trend, and persists them', async ({ page }) => {
    await openTrend(page, 'duet-challenges');
    await expect(viewCount(page)).toHaveText('Has visto esta tendencia 1 vez.');
    // The page is drawn saying "1 vez" before the island stores the view: the next load waits until it
    // is stored, as a visitor reading the page would.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('viewedTrends'))).toBe('{"duet-challenges":1}');
    await openTrend(page, 'duet-challenges');
    await expect(viewCount(page)).toHaveText('Has visto esta tendencia 2 veces.');
    await openTrend(page, 'duet-challenges');
    await expect(viewCount(page)).toHaveText('Has visto esta tendencia 3 veces.');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    // The English page of the same trend shares the count (one stored list), in English.
    await page.goto('/trends/duet-challenges');
    await waitForHydration(page);
    await expect(viewCount(page)).toHaveText("You've viewed this trend 4 times.");
  });

  test('saves and shares in Spanish', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await openTrend(page, 'ai-outfit-transitions');
    await page.getByRole('button', { name: es.trend.buttons.save, exact: true }).click();
    await expect(page.locator('[data-trend-save]')).toHaveText(es.trend.buttons.saved);
    await expect(page.locator('[data-trend-bookmark]')).toHaveText(es.trend.buttons.removeBookmark);
    const alert = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );
    await page.getByRole('button', { name: es.trend.buttons.shareTrend, exact: true }).click();
    expect(await alert).toBe(es.trend.buttons.linkCopied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL('/es/trends/ai-outfit-transitions', page.url()).href,
    );
  });
});

test('a Spanish tutorial page: Share and Save toasts in Spanish', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/es/tutorials/hashtag-strategy');
  await page.getByRole('button', { name: es.tutorial.actions.share }).click();
  const toast = page.locator('[data-sonner-toast]');
  await expect(toast.getByText(es.tutorial.actions.linkCopiedTitle)).toBeVisible();
  await expect(toast.getByText(es.tutorial.actions.linkCopiedDescription)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/es/tutorials/hashtag-strategy`);
  await page.getByRole('button', { name: es.tutorial.actions.save }).click();
  await expect(toast.getByText(es.tutorial.actions.savedTitle)).toBeVisible();
});
