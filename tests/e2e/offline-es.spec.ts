// Offline mode in Spanish (and Arabic): after one visit, a Spanish page that is neither reachable nor kept gets the
// Spanish offline page (kept at install beside the English one), listing what can be read the Spanish
// way; an English page still gets the English one. Service workers are allowed here, as in offline.spec.ts.
import { expect } from '@playwright/test';
import { heading, offlineTest, waitForOfflineMode } from './offlineFixtures';
import { dictionary as en } from '@/i18n/en';
import { dictionary as es } from '@/i18n/es';
import { dictionary as ar } from '@/i18n/ar';

const test = offlineTest;

// Service workers are blocked in the other specs.
test.use({ serviceWorkers: 'allow' });

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

test('an unreachable Arabic page gets the Arabic offline page, right to left', async ({ page, context }) => {
  await page.goto('/ar/coming-soon/pro-subscription');
  await waitForOfflineMode(page);
  await context.setOffline(true);

  await page.goto('/ar/coming-soon/analytics-dashboard');
  await expect(heading(page)).toHaveText(ar.offline.title);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: ar.offline.retry })).toBeVisible();
  const kept = page.getByRole('region', { name: ar.offline.pagesLabel });
  for (const label of Object.values(ar.offline.alwaysAvailable))
    await expect(kept.getByRole('link', { name: label })).toBeVisible();
});
