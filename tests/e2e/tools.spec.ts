// Tools overview: six cards, coming-soon overlays and their pages, the featured
// calculator, "Why Use Our Tools", "In Development" and site search (axe: theme.spec.ts).
import { test, expect } from './fixtures';

// id, title, expected release (the spec's Aug, Sep and Oct 2024; the safety checker's own date).
const COMING_SOON = [
  ['best-time-to-post', 'Best Time to Post', 'Aug 2024'],
  ['trend-alerts', 'Trend Alerts', 'Sep 2024'],
  ['content-calendar', 'Content Calendar', 'Oct 2024'],
  ['safety-checker', 'Account Safety Checker', 'Q4 2025'],
] as const;

test.describe('tool cards', () => {
  test('six cards: the two live tools link to their pages', async ({ page }) => {
    await page.goto('/tools');
    await expect(page.locator('[data-tool]')).toHaveCount(6);
    await expect(page.locator('[data-status="available"]')).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Generate Hashtags' })).toHaveAttribute(
      'href',
      '/tools/hashtag-generator',
    );
    await expect(
      page.locator('[data-tool="earnings-calculator"]').getByRole('link', { name: 'Calculate Earnings' }),
    ).toHaveAttribute('href', '/calculator');
    await page.getByRole('link', { name: 'Generate Hashtags' }).click();
    await expect(page).toHaveURL(/\/tools\/hashtag-generator\/?$/);
  });

  for (const [id, title, release] of COMING_SOON) {
    test(
      `"${title}" is disabled under an overlay that leads to its voting page /coming-soon/${id}`,
      { tag: '@phone' },
      async ({ page }) => {
        await page.goto('/tools');
        const card = page.locator(`[data-tool="${id}"]`);
        await expect(card).toHaveAttribute('data-status', 'coming-soon');
        await expect(card.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
        const overlay = card.getByRole('link', { name: `${title}: Coming soon, vote on features` });
        await expect(overlay).toContainText('Coming soon, vote on features');
        await expect(overlay).toHaveAttribute('href', `/coming-soon/${id}`);
        // The overlay covers the whole card, so a tap anywhere on it lands on the link.
        const [cardBox, overlayBox] = [await card.boundingBox(), await overlay.boundingBox()];
        // (It sits inside the card's 1 px border.)
        expect(cardBox!.width - overlayBox!.width).toBeLessThanOrEqual(2);
        expect(cardBox!.height - overlayBox!.height).toBeLessThanOrEqual(2);
        await card.click();
        await expect(page).toHaveURL(new RegExp(`/coming-soon/${id}/?$`));
        await expect(page.locator('h1')).toHaveText(title);
        // The page it names: votes on the tool's features, and the same release date as /tools.
        await expect(
          page
            .getByRole('region', { name: 'Vote for what we build first' })
            .getByRole('button', { name: /^Vote for / }),
        ).toHaveCount(4);
        await expect(page.getByText(`Estimated release: ${release}`)).toBeVisible();
      },
    );
  }
});

test.describe('sections', () => {
  test('featured calculator with the default estimate and a link to /calculator', async ({ page }) => {
    await page.goto('/tools');
    const featured = page.getByRole('region', { name: 'How much could your account earn?' });
    await expect(featured).toContainText('$27 to $54');
    await expect(featured).toContainText('10,000 followers, 5% engagement, 15 posts a month');
    await expect(featured.getByRole('link', { name: 'Calculate Your Earnings' })).toHaveAttribute(
      'href',
      '/calculator',
    );
  });

  test('"Why Use Our Tools": free, privacy-focused, data-driven', async ({ page }) => {
    await page.goto('/tools');
    const why = page.getByRole('region', { name: 'Why Use Our Tools' });
    await expect(why.getByRole('heading', { level: 3 })).toHaveText(['100% Free', 'Privacy-Focused', 'Data-Driven']);
  });

  test('"In Development" lists the four coming-soon tools with the expected releases Aug, Sep and Oct 2024', async ({
    page,
  }) => {
    await page.goto('/tools');
    const list = page.getByRole('region', { name: 'In Development' }).getByRole('listitem');
    await expect(list).toHaveText(
      COMING_SOON.map(([, title, release]) => new RegExp(`^\\s*${title}\\s*Expected ${release}\\s*$`)),
    );
    for (const [id, title] of COMING_SOON) {
      await expect(list.getByRole('link', { name: title })).toHaveAttribute('href', `/coming-soon/${id}`);
    }
  });
});

test.describe('a content page', () => {
  test('is indexed by site search under Tools', async ({ page }) => {
    await page.goto('/tools');
    await expect(page.locator('main[data-pagefind-body] [data-pagefind-filter="category"]')).toHaveText('Tools');
    const urls = await page.evaluate(async () => {
      const url = '/pagefind/pagefind.js';
      const pagefind = (await import(/* @vite-ignore */ url)) as {
        search: (
          term: string,
          options: { filters: Record<string, string> },
        ) => Promise<{ results: { data: () => Promise<{ url: string }> }[] }>;
      };
      const search = await pagefind.search('earnings calculator', { filters: { category: 'Tools' } });
      const data = await Promise.all(search.results.map((result) => result.data()));
      return data.map((entry) => entry.url);
    });
    expect(urls).toEqual(expect.arrayContaining(['/calculator/', '/tools/']));
  });
});
