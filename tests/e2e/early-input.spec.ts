// Input made before an island hydrates is kept: on a slow phone islands become live seconds after the
// page shows. Each test holds back the island's component script, acts on the server-rendered HTML as
// a visitor would, lets the script through and checks the island took what was done.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { HASHTAG_VOCABULARY } from '@/data/hashtagVocabularies/en';
import { builtPages } from './routes';

/**
 * Holds the named islands' component modules until the returned function is called, so the page shows
 * and takes input while its islands cannot hydrate yet.
 */
async function holdIslands(page: Page, ...components: string[]): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const pattern = new RegExp(`/_astro/(?:${components.join('|')})\\.[\\w-]+\\.js$`);
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return async () => {
    release();
    for (const component of components) {
      await expect(page.locator(`astro-island[component-url*="/${component}."] [data-island-live]`)).toBeAttached();
    }
  };
}

/** Opens `path` without waiting for its islands (the early-input script runs before DOMContentLoaded). */
async function openBeforeHydration(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('astro-island[ssr]').first()).toBeAttached();
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('calculator: numbers typed and a slider moved before hydration reach the estimate', async ({ page }) => {
  const release = await holdIslands(page, 'Calculator');
  await openBeforeHydration(page, '/calculator');
  await page.getByLabel('Followers', { exact: true }).fill('250000');
  await page.getByRole('slider', { name: 'Engagement rate' }).fill('8');
  await release();
  // 250,000 followers x 8% = 20,000 views per video.
  await expect(page.locator('[data-figure="views"]')).toHaveText('20,000');
  await expect(page.getByLabel('Followers', { exact: true })).toHaveValue('250000');
  await expect(page).toHaveURL(/followers=250000/);
  await expect(page).toHaveURL(/engagement=8/);
});

test('hashtag generator: a topic typed and Generate pressed before hydration generate hashtags', async ({ page }) => {
  const release = await holdIslands(page, 'HashtagGenerator');
  await openBeforeHydration(page, '/tools/hashtag-generator');
  await page.getByLabel(/^Topic/).fill('sourdough baking');
  await page.getByRole('radio', { name: 'Food' }).check();
  await page.getByRole('button', { name: 'Generate Hashtags' }).click();
  // Held, not submitted by the browser: the page did not reload with the topic lost.
  await expect(page.getByLabel(/^Topic/)).toHaveValue('sourdough baking');
  await release();
  await expect(toast(page, 'Hashtags generated!')).toBeVisible();
  await expect(toast(page, 'Input Required')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Topic-Specific/ })).toBeVisible();
  await page.getByRole('tab', { name: /Topic-Specific/ }).click();
  await expect(page.getByRole('tabpanel')).toContainText('#sourdough');
  await expect(page.getByRole('radio', { name: 'Food' })).toBeChecked();
  await page.getByRole('tab', { name: /Niche-Focused/ }).click();
  const nicheTags = (await page.getByRole('tabpanel').getByRole('listitem').allTextContents()).map((tag) => tag.trim());
  expect(nicheTags.length).toBeGreaterThan(0);
  for (const tag of nicheTags) expect(HASHTAG_VOCABULARY.pools.food).toContain(tag);
});

test('tutorials: a filter typed and a category pressed before hydration apply once live', async ({ page }) => {
  const release = await holdIslands(page, 'TutorialBrowser');
  await openBeforeHydration(page, '/tutorials');
  await page.getByRole('searchbox').fill('guide');
  await page.getByRole('button', { name: 'Safety', exact: true }).click();
  await release();
  await expect(page.getByRole('button', { name: 'Safety', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('1 tutorial available')).toBeVisible();
  await expect(page).toHaveURL(/category=Safety/);
  await expect(page).toHaveURL(/q=guide/);
});

test('trends: a category pressed before hydration applies once live', async ({ page }) => {
  const release = await holdIslands(page, 'TrendFilters');
  await openBeforeHydration(page, '/trends');
  await page.getByRole('button', { name: 'Comedy', exact: true }).click();
  await release();
  await expect(page.getByRole('button', { name: 'Comedy', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/category=Comedy/);
});

test('coming soon: a vote pressed before hydration counts once live', async ({ page }) => {
  const release = await holdIslands(page, 'VoteList');
  await openBeforeHydration(page, '/coming-soon/pro-subscription');
  const first = page.locator('[data-feature]').first();
  const votesBefore = Number(await first.locator('[data-votes]').textContent());
  const featureId = await first.getAttribute('data-feature');
  await first.getByRole('button').click();
  await release();
  const voted = page.locator(`[data-feature="${featureId}"]`);
  await expect(voted.getByRole('button')).toBeDisabled();
  await expect(voted.getByRole('button')).toContainText('Voted');
  await expect(voted.locator('[data-votes]')).toHaveText(String(votesBefore + 1));
  await expect(toast(page, 'Thanks for your vote!')).toBeVisible();
});

test('trend: Save pressed before hydration saves the trend once live', async ({ page }) => {
  const release = await holdIslands(page, 'TrendActions');
  await openBeforeHydration(page, '/trends/duet-challenges');
  await page.locator('[data-trend-save]').click();
  await release();
  await expect(page.locator('[data-trend-save]')).toHaveText('Saved');
  expect(await page.evaluate(() => localStorage.getItem('bookmarkedTrends'))).toContain('duet-challenges');
});

test('every page that hydrates an island carries the early-input script', async ({ request }) => {
  const pages = builtPages();
  const withIslands: string[] = [];
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    if (!html.includes('<astro-island')) continue;
    withIslands.push(path);
    expect(html, `${path} hydrates an island without KeepEarlyInput`).toContain('data-early-input');
  }
  expect(withIslands.length).toBeGreaterThanOrEqual(8);
});
