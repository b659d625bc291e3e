// What the offline specs share: a test whose page.goto takes site paths under the base path and which
// fails on an uncaught page error, and the wait for the worker to take control. Each spec allows service
// workers itself (test.use applies to the file that calls it, and a module runs once per worker).
import { test as base, expect, type Page } from '@playwright/test';
import { sitePath } from './fixtures';

export const offlineTest = base.extend<{ pageErrors: Error[] }>({
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

/** Waits until the worker has kept its install files and controls the page. */
export async function waitForOfflineMode(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/** The page's main heading. */
export const heading = (page: Page) => page.getByRole('heading', { level: 1 });
