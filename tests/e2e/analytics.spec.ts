// Exactly one page-view event per page load, with path plus query string and the document title.
import { test, expect } from './fixtures';

type DataLayerEntry = [string, string, { page_path: string; page_title: string }];

async function pageViews(page: import('@playwright/test').Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
      (entry) => Array.isArray(entry) && entry[0] === 'event' && entry[1] === 'page_view',
    ),
  ) as Promise<DataLayerEntry[]>;
}

for (const route of ['/', '/tutorials/tiktok-safety-guide?ref=footer', '/pricing']) {
  test(`one page view for ${route}`, async ({ page }) => {
    await page.goto(route);
    await expect.poll(() => pageViews(page)).toHaveLength(1);
    const [[, , view]] = await pageViews(page);
    expect(view.page_path).toBe(route);
    expect(view.page_title).toBe(await page.title());
  });
}
