// Earnings calculator: server-rendered defaults, live estimate, URL state,
// share to the clipboard, download, the assumptions, the tutorial links, phone use and axe.
import { readFile } from 'node:fs/promises';
import {
  test,
  expect,
  waitForHydration,
  waitForAnimations,
  expectNoSeriousAxeViolations,
  denyClipboardWrites,
} from './fixtures';
import type { Page } from '@playwright/test';

// Expected figures are worked out by hand from the spec's formulas.
// Defaults: 10,000 followers × 5% = 500 views; 15 posts. Fund $0.15 to $0.30; brand deals $50;
// affiliate $3.75. Total $0.15 + ½ × $53.75 = $27.03 to $0.30 + $53.75 = $54.05.
const DEFAULT_TOTAL = '$27 to $54';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const total = (page: Page) => page.locator('[data-total]');
const figure = (page: Page, name: string) => page.locator(`[data-figure="${name}"]`);
const followers = (page: Page) => page.getByLabel('Followers', { exact: true });
const engagement = (page: Page) => page.getByRole('slider', { name: 'Engagement rate' });
const posts = (page: Page) => page.getByLabel('Posts per month');

async function openCalculator(page: Page, query = '') {
  await page.goto(`/calculator${query}`);
  await waitForHydration(page);
}

test.describe('before hydration', () => {
  test('the built HTML already shows the default inputs and estimate', async ({ request }) => {
    const html = await (await request.get('/calculator')).text();
    expect(html).toContain(DEFAULT_TOTAL);
    expect(html).toMatch(/value="10000"/);
    expect(html).toMatch(/value="15"/);
    expect(html).toContain('Average engagement is 3% to 9%');
    expect(html).toMatch(/data-figure="views"[^>]*>500</);
  });

  test('without JavaScript the page still shows the default estimate', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/calculator?followers=99');
    await expect(total(page)).toHaveText(DEFAULT_TOTAL);
    await context.close();
  });
});

test.describe('estimate', () => {
  test('shows every output for the defaults', async ({ page }) => {
    await openCalculator(page);
    await expect(total(page)).toHaveText(DEFAULT_TOTAL);
    await expect(figure(page, 'views')).toHaveText('500');
    await expect(figure(page, 'creator-fund')).toHaveText('$0');
    await expect(figure(page, 'brand-deals')).toHaveText('$50');
    await expect(figure(page, 'affiliate')).toHaveText('$4');
    await expect(page.getByText('Average engagement is 3% to 9%')).toBeVisible();
  });

  test('recalculates as the visitor types, with thousands separators', async ({ page }) => {
    await openCalculator(page);
    // 1,250,000 × 8% = 100,000 views; 20 posts. Fund $40 to $80; brand deals $5,000; affiliate $1,000.
    await followers(page).fill('1250000');
    await engagement(page).fill('8');
    await posts(page).fill('20');
    await expect(figure(page, 'views')).toHaveText('100,000');
    await expect(figure(page, 'creator-fund')).toHaveText('$60');
    await expect(figure(page, 'brand-deals')).toHaveText('$5,000');
    await expect(figure(page, 'affiliate')).toHaveText('$1,000');
    await expect(total(page)).toHaveText('$3,040 to $6,080');
    await expect(page.getByText('1,250,000 followers')).toBeVisible();
    // The breakdown chart's text equivalent: each source's low and high end.
    const chart = page.getByRole('figure').filter({ hasText: 'Monthly range by source' });
    await expect(chart.getByRole('listitem')).toHaveText([
      'Creator Fund$40 to $80',
      'Brand deals$2,500 to $5,000',
      'Affiliate marketing$500 to $1,000',
    ]);
  });

  test('turns affiliate on at 5,000 and brand deals on at 10,000 followers', async ({ page }) => {
    await openCalculator(page);
    await followers(page).fill('4999');
    await expect(figure(page, 'affiliate')).toHaveText('$0');
    await expect(page.getByText('From 5,000 followers', { exact: true })).toBeVisible();
    await followers(page).fill('5000');
    await expect(figure(page, 'affiliate')).toHaveText('$2');
    await expect(figure(page, 'brand-deals')).toHaveText('$0');
    await followers(page).fill('9999');
    await expect(figure(page, 'brand-deals')).toHaveText('$0');
    await followers(page).fill('10000');
    await expect(figure(page, 'brand-deals')).toHaveText('$50');
  });

  test('applies the input rules: whole numbers, empty is 0, posts at most 100', async ({ page }) => {
    await openCalculator(page);
    await posts(page).fill('150');
    await posts(page).blur();
    await expect(posts(page)).toHaveValue('100');
    await posts(page).fill('2.7');
    await posts(page).blur();
    await expect(posts(page)).toHaveValue('2');
    await followers(page).fill('');
    await expect(total(page)).toHaveText('$0');
    await followers(page).blur();
    await expect(followers(page)).toHaveValue('0');
  });

  test('the engagement slider moves in steps of 0.1 from 0 to 20 with the keyboard', async ({ page }) => {
    await openCalculator(page);
    const slider = engagement(page);
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue('5.1');
    await expect(page.locator('[data-engagement-value]')).toHaveText('5.1%');
    await page.keyboard.press('End');
    await expect(slider).toHaveValue('20');
    await page.keyboard.press('Home');
    await expect(slider).toHaveValue('0');
    // No views leaves only brand deals: half of $50 to all of it.
    await expect(total(page)).toHaveText('$25 to $50');
  });
});

test.describe('URL state', () => {
  test('changes are written to the URL without adding history entries', async ({ page }) => {
    await openCalculator(page);
    const historyLength = await page.evaluate(() => history.length);
    await followers(page).fill('50000');
    await posts(page).fill('30');
    await expect(page).toHaveURL(/\/calculator\?followers=50000&engagement=5&posts=30$/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  test('a shared link restores the estimate, and survives a reload', async ({ page }) => {
    // 250,000 × 7.5% = 18,750 views; 30 posts. Fund $11.25 to $22.50; brand deals $500; affiliate $281.25.
    await openCalculator(page, '?followers=250000&engagement=7.5&posts=30');
    await expect(followers(page)).toHaveValue('250000');
    await expect(engagement(page)).toHaveValue('7.5');
    await expect(posts(page)).toHaveValue('30');
    await expect(total(page)).toHaveText('$402 to $804');
    await page.reload();
    await waitForHydration(page);
    await expect(total(page)).toHaveText('$402 to $804');
  });

  test('odd parameters follow the input rules, are corrected in the URL and never break the page', async ({ page }) => {
    await openCalculator(page, '?followers=abc&engagement=99&posts=500&utm_source=mail');
    await expect(followers(page)).toHaveValue('0');
    await expect(engagement(page)).toHaveValue('20');
    await expect(posts(page)).toHaveValue('100');
    await expect(total(page)).toHaveText('$0');
    await expect(page).toHaveURL(/\?followers=0&engagement=20&posts=100&utm_source=mail$/);

    await openCalculator(page, '?followers=1e309&engagement=-3&posts=2.7');
    await expect(followers(page)).toHaveValue('0');
    await expect(engagement(page)).toHaveValue('0');
    await expect(posts(page)).toHaveValue('2');

    await openCalculator(page, '?followers=%F0%9F%98%80&posts=&engagement=%3Cscript%3E');
    await expect(total(page)).toHaveText('$0');
  });
});

test.describe('share and download', () => {
  test('Share copies a readable estimate and toasts', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openCalculator(page, '?followers=250000&engagement=7.5&posts=30');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(toast(page, 'Copied to clipboard!')).toBeVisible();
    await expect(toast(page, 'Share your estimated earnings with friends.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('TikTok Earnings Estimate');
    expect(copied).toContain('- Followers: 250,000');
    expect(copied).toContain('- Engagement rate: 7.5%');
    expect(copied).toContain('- Views per video: 18,750');
    expect(copied).toContain('- Brand deals: $500');
    expect(copied).toContain('- Total: $402 to $804 per month');
    expect(copied).toMatch(/\/calculator\?followers=250000&engagement=7\.5&posts=30/);
  });

  test('a refused clipboard only logs a warning: no toast, no error', async ({ page }) => {
    const warnings = await denyClipboardWrites(page);
    await openCalculator(page);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => warnings.some((text) => text.includes('Copy to clipboard failed'))).toBe(true);
    // Toasts show in the order they are asked for: once a later one (Download's) is up, a toast the
    // refused copy had asked for would be up too.
    await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    await expect(toast(page, 'Report Downloaded!')).toBeVisible();
    await expect(toast(page, 'Copied to clipboard!')).toHaveCount(0);
    await expect(total(page)).toHaveText(DEFAULT_TOTAL);
  });

  test('Download saves earnings-estimate.txt with the report and toasts', async ({ page }) => {
    await openCalculator(page, '?followers=50000&engagement=5&posts=15');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('earnings-estimate.txt');
    const text = await readFile(await download.path(), 'utf8');
    // 2,500 views × 15 posts: fund $0.75 to $1.50; brand deals $150; affiliate $18.75.
    expect(text).toContain('TikTok Earnings Estimate');
    expect(text).toMatch(/Date: \w+ \d{1,2}, \d{4}/);
    expect(text).toContain('- Followers: 50,000');
    expect(text).toContain('- Creator Fund: $1 ($1 to $2)');
    expect(text).toContain('- Affiliate marketing: $19');
    expect(text).toContain('- Total: $85 to $170 per month');
    expect(text).toContain('This is an estimate only.');
    await expect(toast(page, 'Report Downloaded!')).toBeVisible();
    await expect(toast(page, 'Your earnings report has been downloaded.')).toBeVisible();
  });
});

test.describe('explanations and links', () => {
  test('"How this is calculated" lists the rates, tiers and thresholds', async ({ page }) => {
    await page.goto('/calculator');
    const details = page.locator('[data-assumptions]');
    await expect(details.getByText('$0.02 per 1,000 views, per post')).toBeHidden();
    await details.getByText('How this is calculated').click();
    await expect(details.getByText('$0.02 per 1,000 views, per post')).toBeVisible();
    await expect(details.getByText('$0.04 per 1,000 views, per post')).toBeVisible();
    await expect(details.getByText('$0.50 per 1,000 views, per post')).toBeVisible();
    await expect(details.getByText('1,000,000+ followers')).toBeVisible();
    await expect(details.getByText('$5,000')).toBeVisible();
  });

  test('the about text cites the Creator Fund thresholds', async ({ page }) => {
    await page.goto('/calculator');
    await expect(page.getByRole('heading', { name: 'About this calculator' })).toBeVisible();
    for (const text of [
      'At least 10,000 followers',
      'At least 100,000 video views in the last 30 days',
      'Minimum age 18',
    ]) {
      await expect(page.getByText(text)).toBeVisible();
    }
    await expect(page.getByText(/Use 3 to 5 relevant hashtags per video \(up to 30 allowed\)/)).toBeVisible();
  });

  for (const [name, href, tutorial] of [
    ['Monetization guide', '/tutorials/monetization', '/tutorials/creator-fund-application'],
    ['Brand deals guide', '/tutorials/brand-deals', '/tutorials/brand-partnership-guide'],
    ['Creator Fund guide', '/tutorials/creator-fund', '/tutorials/creator-fund-application'],
  ] as const) {
    test(`"${name}" links to ${href}, which lands on a tutorial`, async ({ page }) => {
      await page.goto('/calculator');
      const link = page.getByRole('link', { name: new RegExp(name) });
      await expect(link).toHaveAttribute('href', href);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${tutorial}/?$`));
      await expect(page.locator('h1')).toBeVisible();
    });
  }
});

test.describe('site search and accessibility', () => {
  test('the page is indexed under Tools, with the calculator widget left out', async ({ page }) => {
    await page.goto('/calculator');
    await expect(page.locator('main[data-pagefind-body] [data-pagefind-filter="category"]')).toHaveText('Tools');
    await expect(page.locator('[data-pagefind-ignore] [data-calculator]')).toHaveCount(1);
  });

  test('axe finds no serious violation, with the assumptions open and a toast shown', async ({ page }) => {
    await openCalculator(page);
    await page.getByText('How this is calculated').click();
    await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    // Checked once the toast has finished fading in, so its colours are final.
    await expect(page.locator('[data-sonner-toast][data-mounted="true"]')).toHaveCount(1);
    await waitForAnimations(page.locator('[data-sonner-toast]'));
    await expectNoSeriousAxeViolations(page);
  });

  test('every control is at least 44 px tall', { tag: '@phone' }, async ({ page }) => {
    await openCalculator(page);
    const controls = [
      followers(page),
      engagement(page),
      posts(page),
      page.getByRole('button', { name: 'Share' }),
      page.getByRole('button', { name: 'Download' }),
    ];
    for (const control of controls) {
      const box = await control.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
  });
});
