// Trends: the list with its Pro teaser (its filters, shared with /tutorials, are in
// listing-filters.spec.ts), the detail pages with their view counter, bookmarks and share, storage that
// is corrupted or throws, and unknown ids.
import {
  test,
  expect,
  waitForHydration,
  expectNoSeriousAxeViolations,
  layoutShifts,
  recordLayoutShifts,
} from './fixtures';
import type { Page } from '@playwright/test';
import { isHashtag } from '@/lib/hashtagText';

const TREND_IDS = [
  'duet-challenges',
  'ai-outfit-transitions',
  'minimalist-organization',
  'recipe-reveals',
  'morning-routines-2024',
  'kitchen-gadget-reviews',
  'before-after-effects',
];
const FEATURED = ['Duet Challenges', 'AI Outfit Transitions', 'Minimalist Organization'];

const grid = (page: Page) => page.locator('[data-trend-grid] > li');
const teaser = (page: Page) => page.locator('[data-trend-teaser]');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search trends' });
const categoryButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name, exact: true });

/** Console errors (hydration mismatches are reported there) collected from now on. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // Blocked external images are expected here; anything else is not.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  return errors;
}

test.describe('/trends list', () => {
  test(
    'shows the hot strip, a grid of 3 and the Pro teaser for the other 4, and the fixed sections',
    { tag: '@phone' },
    async ({ page }) => {
      const consoleErrors = collectConsoleErrors(page);
      await page.goto('/trends');
      await waitForHydration(page);
      const hot = page.getByRole('region', { name: 'Hot Right Now' });
      await expect(hot.getByRole('link')).toHaveText(FEATURED);
      await expect(grid(page)).toHaveCount(3);
      await expect(page.locator('[data-trend-count]')).toHaveText('7 trends match');
      await expect(teaser(page).getByRole('heading', { name: 'Unlock 4 More Trend Reports' })).toBeVisible();
      await expect(teaser(page).getByText('Coming Soon')).toBeVisible();
      await expect(teaser(page).getByRole('button', { name: 'Upgrade to Pro' })).toBeDisabled();
      await expect(teaser(page).getByRole('list', { name: 'Locked trend reports' }).getByRole('listitem')).toHaveCount(
        3,
      );
      await expect(teaser(page).getByText('+ 1 more trends', { exact: true })).toBeVisible();
      // A locked trend is named in the teaser, never shown as a card.
      const lockedTitles = await teaser(page).getByRole('listitem').allTextContents();
      for (const title of lockedTitles) await expect(grid(page).filter({ hasText: title })).toHaveCount(0);
      await expect(page.getByText('Last updated: June 15, 2024')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'How We Spot Trends' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Get New Trends Before They Peak' })).toBeVisible();
      await expect(categoryButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');
      expect(consoleErrors).toEqual([]);
    },
  );

  // Match counts come from the seven trends in src/content/trends.
  const TEASER_CASES = [
    { query: 'zzzz', matches: 0, heading: null, titles: 0, more: null },
    { query: 'DUET', matches: 1, heading: null, titles: 0, more: null },
    { query: 'the', matches: 3, heading: null, titles: 0, more: null },
    { query: 'video', matches: 4, heading: 'Unlock 1 More Trend Reports', titles: 1, more: null },
    { query: '', matches: 7, heading: 'Unlock 4 More Trend Reports', titles: 3, more: '+ 1 more trends' },
  ];
  for (const { query, matches, heading, titles, more } of TEASER_CASES) {
    test(`teaser arithmetic for ${matches} matches`, async ({ page }) => {
      await page.goto(`/trends${query ? `?q=${query}` : ''}`);
      await waitForHydration(page);
      await expect(search(page)).toHaveValue(query);
      await expect(grid(page)).toHaveCount(Math.min(matches, 3));
      if (heading === null) {
        await expect(teaser(page)).toHaveCount(0);
      } else {
        await expect(teaser(page).getByRole('heading')).toHaveText(heading);
        await expect(teaser(page).getByRole('listitem')).toHaveCount(titles);
      }
      await expect(page.getByText(/^\+ \d+ more trends$/)).toHaveText(more === null ? [] : [more]);
      await expect(page.getByText('No trends found matching your criteria.')).toHaveCount(matches === 0 ? 1 : 0);
    });
  }
});

test.describe('/trends without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('still shows the trends, the teaser and the filters', async ({ page }) => {
    await page.goto('/trends');
    await expect(grid(page)).toHaveCount(3);
    await expect(teaser(page).getByRole('heading')).toHaveText('Unlock 4 More Trend Reports');
    await expect(search(page)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Hot Right Now' }).getByRole('link')).toHaveCount(3);
  });

  test('a trend page shows its content and the server-rendered tracker', async ({ page }) => {
    await page.goto('/trends/recipe-reveals');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recipe Reveals');
    await expect(page.getByText("You've viewed this trend 1 time.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  });
});

const viewCount = (page: Page) => page.locator('[data-trend-views]');
const saveButton = (page: Page) => page.locator('[data-trend-save]');
const bookmarkButton = (page: Page) => page.locator('[data-trend-bookmark]');

async function openTrend(page: Page, id: string) {
  await page.goto(`/trends/${id}`);
  await waitForHydration(page);
}

test.describe('/trends/{id}', () => {
  for (const id of TREND_IDS) {
    test(`${id} shows every section, with videos as text and related trends`, async ({ page }) => {
      const videoRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('tiktok.com')) videoRequests.push(request.url());
      });
      await openTrend(page, id);
      const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.getByRole('link', { name: 'Trends' })).toHaveAttribute('href', '/trends');
      await expect(breadcrumb).toContainText(title);
      await expect(page.locator('article .badge').first()).toBeVisible();
      await expect(page.locator('article .badge', { hasText: /^\s*\+\d+% in \d+ days\s*$/ })).toHaveCount(1);
      const hashtags = page.getByRole('list', { name: 'Hashtags' }).getByRole('listitem');
      await expect(hashtags.first()).toHaveAttribute('dir', 'auto');
      for (const tag of await hashtags.allTextContents()) expect(isHashtag(tag), tag).toBe(true);
      await expect(page.locator('article figure img')).toHaveAttribute('data-fallback', /^\/images\//);
      await expect(page.getByText(/^Spotted: \w+ \d{1,2}, 2024$/)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Trend Insights' })).toBeVisible();

      const videos = page.getByRole('region', { name: 'Videos to Study' });
      await expect(videos.getByText('Featured video')).toBeVisible();
      await expect(videos.getByText(/^Example \d$/)).toHaveCount(3);
      await expect(videos.getByText(/^https:\/\/www\.tiktok\.com\/@/)).toHaveCount(4);
      await expect(videos.locator('a, iframe, video')).toHaveCount(0);

      const howTo = page.getByRole('region', { name: 'How to Use This Trend' });
      await expect(howTo.getByRole('listitem')).toHaveCount(4);
      await expect(howTo.getByRole('link', { name: 'Generate hashtags for this trend' })).toHaveAttribute(
        'href',
        `/tools/hashtag-generator?topic=${encodeURIComponent(title)}`,
      );

      await expect(page.getByRole('heading', { name: 'Track This Trend' })).toBeVisible();
      await expect(viewCount(page)).toHaveText("You've viewed this trend 1 time.");
      await expect(page.getByRole('button', { name: 'Share This Trend' })).toBeVisible();

      const related = page
        .getByRole('region', { name: 'Related Trends' })
        .getByRole('heading', { level: 3 })
        .getByRole('link');
      await expect(related).toHaveCount(3);
      for (const href of await related.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
        expect(href).not.toBe(`/trends/${id}`);
        expect(TREND_IDS.map((trendId) => `/trends/${trendId}`)).toContain(href);
      }
      expect(videoRequests).toEqual([]);
    });
  }

  test('the view count grows by one on each load, per trend, and persists', async ({ page }) => {
    await openTrend(page, 'duet-challenges');
    await expect(viewCount(page)).toHaveText("You've viewed this trend 1 time.");
    // The page is drawn saying "1 time" before the island stores the view: each next load waits for it.
    const stored = () => page.evaluate(() => localStorage.getItem('viewedTrends'));
    await expect.poll(stored).toBe('{"duet-challenges":1}');
    await page.reload();
    await waitForHydration(page);
    await expect(viewCount(page)).toHaveText("You've viewed this trend 2 times.");
    await openTrend(page, 'recipe-reveals');
    await expect(viewCount(page)).toHaveText("You've viewed this trend 1 time.");
    await expect.poll(stored).toContain('"recipe-reveals":1');
    await openTrend(page, 'duet-challenges');
    await expect(viewCount(page)).toHaveText("You've viewed this trend 3 times.");
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('viewedTrends')!) as unknown)).toEqual({
      'duet-challenges': 3,
      'recipe-reveals': 1,
    });
  });

  test('Save and Bookmark are two controls over one bookmark, and it persists', async ({ page }) => {
    await openTrend(page, 'ai-outfit-transitions');
    await expect(saveButton(page)).toHaveText('Save');
    await expect(bookmarkButton(page)).toHaveText('Bookmark');

    await saveButton(page).click();
    await expect(saveButton(page)).toHaveText('Saved');
    await expect(bookmarkButton(page)).toHaveText('Remove Bookmark');
    expect(await page.evaluate(() => localStorage.getItem('bookmarkedTrends'))).toBe('["ai-outfit-transitions"]');

    await page.reload();
    await waitForHydration(page);
    await expect(saveButton(page)).toHaveText('Saved');
    await expect(bookmarkButton(page)).toHaveText('Remove Bookmark');

    await bookmarkButton(page).click();
    await expect(bookmarkButton(page)).toHaveText('Bookmark');
    await expect(saveButton(page)).toHaveText('Save');

    await bookmarkButton(page).click();
    await expect(saveButton(page)).toHaveText('Saved');
    // Another trend is not bookmarked by this one.
    await openTrend(page, 'recipe-reveals');
    await expect(saveButton(page)).toHaveText('Save');
  });

  test('bookmarks and views agree across tabs', async ({ page, context }) => {
    await openTrend(page, 'morning-routines-2024');
    const other = await context.newPage();
    await openTrend(other, 'morning-routines-2024');
    await expect(other.locator('[data-trend-views]')).toHaveText("You've viewed this trend 2 times.");
    await expect(viewCount(page)).toHaveText("You've viewed this trend 2 times.");

    await saveButton(page).click();
    await expect(saveButton(other)).toHaveText('Saved');
    await expect(bookmarkButton(other)).toHaveText('Remove Bookmark');
    await bookmarkButton(other).click();
    await expect(saveButton(page)).toHaveText('Save');
    await expect(bookmarkButton(page)).toHaveText('Bookmark');
  });

  test(
    'the stored state appears without a hydration mismatch or a layout shift',
    { tag: '@phone' },
    async ({ page }) => {
      const consoleErrors = collectConsoleErrors(page);
      await page.addInitScript(() => {
        if (!sessionStorage.getItem('seeded')) {
          sessionStorage.setItem('seeded', 'yes');
          localStorage.setItem('viewedTrends', '{"kitchen-gadget-reviews":11}');
          localStorage.setItem('bookmarkedTrends', '["kitchen-gadget-reviews"]');
        }
      });
      await recordLayoutShifts(page);
      await openTrend(page, 'kitchen-gadget-reviews');
      await expect(viewCount(page)).toHaveText("You've viewed this trend 12 times.");
      await expect(saveButton(page)).toHaveText('Saved');
      await expect(bookmarkButton(page)).toHaveText('Remove Bookmark');
      expect(await layoutShifts(page, { sinceParsed: true })).toEqual({ total: 0, moved: [] });
      expect(consoleErrors).toEqual([]);
    },
  );

  test('axe finds no serious violation', async ({ page }) => {
    await openTrend(page, 'before-after-effects');
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('storage that is corrupted, wrongly typed or throwing', () => {
  const CASES: Record<string, () => void> = {
    'corrupted JSON': () => {
      localStorage.setItem('viewedTrends', '{"duet-challenges": 4');
      localStorage.setItem('bookmarkedTrends', '["duet-challenges"');
    },
    'wrong types': () => {
      localStorage.setItem('viewedTrends', '{"duet-challenges":"many"}');
      localStorage.setItem('bookmarkedTrends', '{"duet-challenges":true}');
    },
    'a localStorage getter that throws': () => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    },
    'localStorage methods that throw': () => {
      for (const method of ['getItem', 'setItem', 'removeItem', 'key', 'clear'] as const) {
        Storage.prototype[method] = () => {
          throw new DOMException('Storage is disabled', 'SecurityError');
        };
      }
    },
  };

  for (const [name, breakStorage] of Object.entries(CASES)) {
    test(`${name}: the counter starts fresh and everything else works`, async ({ page }) => {
      await page.addInitScript(breakStorage);
      await openTrend(page, 'duet-challenges');
      await expect(viewCount(page)).toHaveText("You've viewed this trend 1 time.");
      await expect(saveButton(page)).toHaveText('Save');
      await saveButton(page).click();
      await expect(bookmarkButton(page)).toHaveText('Remove Bookmark');
      await bookmarkButton(page).click();
      await expect(saveButton(page)).toHaveText('Save');

      await page.goto('/trends?q=duet');
      await waitForHydration(page);
      await expect(grid(page)).toHaveCount(1);
    });
  }
});

test.describe('share', () => {
  test('uses the native share dialog when the device has one', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = shared;
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          shared.push(data);
        },
      });
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openTrend(page, 'duet-challenges');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByRole('button', { name: 'Share This Trend' }).click();
    const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
    expect(shared).toHaveLength(2);
    for (const data of shared) {
      expect(data.url).toBe(new URL('/trends/duet-challenges', page.url()).href);
      expect(data.title).toBe('Duet Challenges');
    }
    expect(dialogs).toEqual([]);
  });

  test('without native share, copies the link and alerts', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await openTrend(page, 'recipe-reveals');
    for (const name of ['Share', 'Share This Trend']) {
      await page.evaluate(() => navigator.clipboard.writeText('nothing yet'));
      // Accept at once: an open alert blocks the page, and with it the click that opened it.
      const alert = new Promise<string>((resolve) =>
        page.once('dialog', (dialog) => {
          resolve(`${dialog.type()}: ${dialog.message()}`);
          void dialog.accept();
        }),
      );
      await page.getByRole('button', { name, exact: true }).click();
      expect(await alert).toBe('alert: Link copied to clipboard!');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        new URL('/trends/recipe-reveals', page.url()).href,
      );
    }
  });

  test('a refused clipboard or a dismissed share dialog is only logged', async ({ page }) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        configurable: true,
        get: () => ({ writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) }),
      });
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      // Playwright's own note that it blocked the offline worker's registration is not the page's.
      if (message.type() === 'warning' && !message.text().includes('blocked by Playwright'))
        warnings.push(message.text());
    });
    await openTrend(page, 'recipe-reveals');
    await page.getByRole('button', { name: 'Share This Trend' }).click();
    await expect.poll(() => warnings.length).toBeGreaterThan(0);
    expect(dialogs).toEqual([]);

    await page.evaluate(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: () => Promise.reject(new DOMException('Share canceled', 'AbortError')),
      });
    });
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect.poll(() => warnings.length).toBeGreaterThan(1);
    expect(dialogs).toEqual([]);
  });
});

test.describe('unknown trend ids', () => {
  for (const path of ['/trends/not-a-trend', '/trends/duet-challenges-2', '/trends/Duet-Challenges']) {
    test(`${path} shows Trend Not Found with a way back`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Trend Not Found' })).toBeVisible();
      await expect(page.getByText("The trend you're looking for doesn't exist or has been removed.")).toBeVisible();
      await page.getByRole('link', { name: 'Back to Trends' }).click();
      await expect(page).toHaveURL(/\/trends$/);
      await expect(grid(page)).toHaveCount(3);
    });
  }
});
