// An island that throws while rendering or hydrating shows the generic error screen in its own place,
// logs the error and leaves the rest of the page working. The failures are injected in the browser
// before the page's scripts run; nothing in the built site knows about them.
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

const TITLE = 'Unexpected Application Error!';
/** Set on the window before reloading: the injected failure then stands down, as a fixed bug would. */
const RECOVERED = 'recovered';

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('a store read that throws while the trend tracker hydrates: the error screen takes its place only', async ({
  page,
}) => {
  // Reading this trend's view count from the store throws (the tracker reads it once hydrated).
  await page.addInitScript(
    ({ recovered }) => {
      const hasOwn = Object.hasOwn;
      Object.hasOwn = (object: object, key: PropertyKey) => {
        if (key === 'duet-challenges' && window.name !== recovered) throw new Error('Injected: view counts unreadable');
        return hasOwn(object, key);
      };
    },
    { recovered: RECOVERED },
  );
  const errors = consoleErrors(page);
  await page.goto('/trends/duet-challenges');
  await waitForHydration(page);

  const screen = page.getByRole('alert').filter({ hasText: TITLE });
  await expect(screen).toBeVisible();
  await expect(screen.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Track This Trend' })).toHaveCount(0);
  expect(errors.join('\n')).toContain('Injected: view counts unreadable');

  // The rest of the page works: the other island beside the title, the header, the content.
  const save = page.locator('[data-trend-save]');
  await save.click();
  await expect(save).toHaveText(/Saved/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('banner').getByLabel('Search', { exact: true }).click();
  await expect(page.getByRole('banner').getByRole('searchbox')).toBeFocused();

  // Reload brings the island back once whatever broke it is gone.
  await page.evaluate((recovered) => (window.name = recovered), RECOVERED);
  await screen.getByRole('button', { name: 'Reload page' }).click();
  await expect(page.getByRole('heading', { name: 'Track This Trend' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: TITLE })).toHaveCount(0);
});

test('an island that throws while rendering: the calculator shows the error screen, the page around it works', async ({
  page,
}) => {
  // Formatting money throws, which the calculator does on its first render.
  await page.addInitScript(() => {
    // `format` is a getter that hands out a bound function.
    Object.defineProperty(Intl.NumberFormat.prototype, 'format', {
      get: () => () => {
        throw new Error('Injected: cannot format numbers');
      },
    });
  });
  const errors = consoleErrors(page);
  await page.goto('/calculator');
  await waitForHydration(page);

  const screen = page.getByRole('alert').filter({ hasText: TITLE });
  await expect(screen).toBeVisible();
  await expect(screen.getByRole('button', { name: 'Reload page' })).toBeEnabled();
  await expect(page.getByLabel('Followers', { exact: true })).toHaveCount(0);
  expect(errors.join('\n')).toContain('Injected: cannot format numbers');
  // The page's own text and links stay.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about\/?$/);
});
