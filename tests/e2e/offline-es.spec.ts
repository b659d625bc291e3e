// Offline mode in Spanish: after one visit, a Spanish page that is neither reachable nor kept gets the
// Spanish offline page (kept at install beside the English one), listing what can be read the Spanish
// way; an English page still gets the English one. Service workers are allowed here, as in offline.spec.ts.
import { test as base, expect, type Page } from '@playwright/test';
import { sitePath } from './fixtures';
import { en } from '@/i18n/en';
import { es } from '@/i18n/es';

const test = base.extend<{ pageErrors: Error[] }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = (url, options) => goto(url.startsWith('http') ? url : sitePath(url), options);
    await use(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

test.use({ serviceWorkers: 'allow' });

/** Waits until the worker has kept its install files and controls the page. */
async function waitForOfflineMode(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('an unreachable Spanish page gets the Spanish offline page; an English one the English page', async ({
  page,
  context,
}) => {
  await page.goto('/es/coming-soon/pro-subscription');
  await waitForOfflineMode(page);
  await page.goto('/trends/duet-challenges');
  await expect(heading(page)).toHaveText('Duet Challenges');

  await context.setOffline(true);

  await page.goto('/es/coming-soon/analytics-dashboard');
  await expect(heading(page)).toHaveText(es.offline.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('button', { name: es.offline.retry })).toBeVisible();
  const kept = page.getByRole('region', { name: es.offline.pagesLabel });
  for (const label of Object.values(es.offline.alwaysAvailable))
    await expect(kept.getByRole('link', { name: label })).toBeVisible();
  // The trend read in English is listed, marked the Spanish way.
  const reading = page.locator('[data-offline-reading]');
  await expect(reading.getByRole('link', { name: 'Duet Challenges' })).toBeVisible();
  await expect(reading).toContainText(es.offline.trendKind);

  await page.goto('/coming-soon/analytics-dashboard');
  await expect(heading(page)).toHaveText(en.offline.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
