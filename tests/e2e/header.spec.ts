// Shared header and footer: links, Tools menu, search box, mobile menu, keyboard use.
import { test, expect, sitePath, SAME_UNDER_A_BASE } from './fixtures';

const PLACEHOLDER = 'Search for TikTok tips, tools, and trends...';

test.describe('header search', () => {
  test('non-blank text goes to /search?q=, then the box is closed and empty', async ({ page }) => {
    await page.goto('/tools');
    await page.getByRole('banner').getByLabel('Search', { exact: true }).click();
    const input = page.getByPlaceholder(PLACEHOLDER);
    await expect(input).toBeFocused();
    await input.fill('  brand deals & more  ');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=brand%20deals%20%26%20more$/);
    await expect(page.getByPlaceholder(PLACEHOLDER)).toBeHidden();
    await expect(page.getByPlaceholder(PLACEHOLDER)).toHaveValue('');
  });

  test('blank text after trimming does not search', SAME_UNDER_A_BASE, async ({ page }) => {
    await page.goto('/tools');
    await page.getByRole('banner').getByLabel('Search', { exact: true }).click();
    const input = page.getByPlaceholder(PLACEHOLDER);
    await input.fill('    ');
    // What the submit did: whether it was cancelled (listened for after the header's own handler), and
    // any navigation begun (the Navigation API's navigate event comes as a navigation starts).
    await page.evaluate(() => {
      const seen: { cancelled: boolean[]; navigations: string[] } = { cancelled: [], navigations: [] };
      (window as unknown as { submitSeen: typeof seen }).submitSeen = seen;
      document.addEventListener('submit', (event) => seen.cancelled.push(event.defaultPrevented));
      (window as unknown as { navigation: EventTarget }).navigation.addEventListener('navigate', (event) =>
        seen.navigations.push((event as Event & { destination: { url: string } }).destination.url),
      );
    });
    // Enter submits the form while the key is handled: once press() returns, the submit has run.
    await input.press('Enter');
    expect(await page.evaluate(() => (window as unknown as { submitSeen: unknown }).submitSeen)).toEqual({
      cancelled: [true],
      navigations: [],
    });
    await expect(page).toHaveURL(/\/tools$/);
    await expect(input).toBeVisible();
  });

  test('Escape closes the search box and returns focus to its toggle', SAME_UNDER_A_BASE, async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('banner').getByLabel('Search', { exact: true });
    await toggle.click();
    await expect(page.getByPlaceholder(PLACEHOLDER)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByPlaceholder(PLACEHOLDER)).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('works without JavaScript as a plain form', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(sitePath('/about'));
    await page.getByRole('banner').getByLabel('Search', { exact: true }).click();
    await page.getByPlaceholder(PLACEHOLDER).fill('viral');
    await page.getByPlaceholder(PLACEHOLDER).press('Enter');
    await expect(page).toHaveURL(new RegExp(`${sitePath('/search')}\\?q=viral$`));
    await context.close();
  });
});

test.describe('navigation', () => {
  test('desktop header links and the Tools menu', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the desktop navigation is hidden on phones');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', sitePath('/'));
    await expect(nav.getByRole('link', { name: 'Tutorials' })).toHaveAttribute('href', sitePath('/tutorials'));
    await expect(nav.getByRole('link', { name: 'Trends' })).toHaveAttribute('href', sitePath('/trends'));
    await nav.getByText('Tools', { exact: true }).click();
    const menuLinks = nav.locator('[data-menu="tools"] a');
    await expect(menuLinks).toHaveCount(3);
    expect(await menuLinks.evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual(
      ['/calculator', '/tools/hashtag-generator', '/tools'].map(sitePath),
    );
    await page.keyboard.press('Escape');
    await expect(menuLinks.first()).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Subscribe' })).toBeVisible();
  });

  test('the mobile menu lists its six links and closes with Escape', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the mobile menu is for narrow screens');
    await page.goto('/');
    await page.getByLabel('Menu', { exact: true }).click();
    const links = page.getByRole('navigation', { name: 'Mobile' }).getByRole('link');
    expect((await links.allTextContents()).map((text) => text.trim())).toEqual([
      'Home',
      'Tools',
      'Hashtag Generator',
      'Tutorials',
      'Trends',
      'Calculator',
    ]);
    await links.filter({ hasText: 'Trends' }).click();
    await expect(page).toHaveURL(/\/trends$/);
    // Escape is the header script's: let the new page run it first.
    await page.waitForLoadState('domcontentloaded');
    await page.getByLabel('Menu', { exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test(
    "the chrome's named classes (src/styles/global.css) style the header and footer",
    SAME_UNDER_A_BASE,
    async ({ page, isMobile }) => {
      const BRAND_700 = 'rgb(176, 14, 61)';
      await page.goto('/tutorials');
      const banner = page.getByRole('banner');
      // Icon toggles keep a 44 px touch target, and an open menu's toggle is tinted.
      for (const toggle of [
        banner.getByLabel('Search', { exact: true }),
        ...(isMobile ? [banner.getByLabel('Menu', { exact: true })] : []),
      ]) {
        const box = (await toggle.boundingBox())!;
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      }
      await banner.getByLabel('Search', { exact: true }).click();
      await expect(banner.getByLabel('Search', { exact: true })).toHaveCSS('color', BRAND_700);
      await page.keyboard.press('Escape');
      if (isMobile) {
        await banner.getByLabel('Menu', { exact: true }).click();
        const links = page.getByRole('navigation', { name: 'Mobile' }).getByRole('link');
        await expect(links.first()).toHaveCSS('display', 'block');
        expect((await links.first().boundingBox())!.height).toBeGreaterThanOrEqual(44);
      } else {
        // The current section's link is brand-coloured; the others are not.
        const nav = page.getByRole('navigation', { name: 'Main' });
        await expect(nav.getByRole('link', { name: 'Tutorials' })).toHaveCSS('color', BRAND_700);
        await expect(nav.getByRole('link', { name: 'Trends' })).not.toHaveCSS('color', BRAND_700);
        const chevron = nav.locator('[data-menu="tools"] .chevron');
        await expect(chevron).toHaveCSS('transform', 'none');
        await nav.getByText('Tools', { exact: true }).click();
        await expect(chevron).not.toHaveCSS('transform', 'none');
      }
      const footer = page.getByRole('contentinfo');
      const chip = footer.getByRole('link', { name: 'growth', exact: true });
      await expect(chip).toHaveCSS('border-top-style', 'solid');
      const radius = await chip.evaluate((element) => parseFloat(getComputedStyle(element).borderTopLeftRadius));
      expect(radius, 'a pill: fully rounded').toBeGreaterThan(100);
      await expect(footer.getByRole('link', { name: 'About', exact: true })).toHaveCSS('display', 'inline-block');
    },
  );

  // Which header links each page marks as current is read from the built pages (tests/built/pages.test.ts).
  test('footer has every site, search and coming-soon link', async ({ page }) => {
    await page.goto('/');
    const hrefs = await page
      .getByRole('contentinfo')
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    for (const href of [
      '/tools',
      '/tools/hashtag-generator',
      '/tutorials',
      '/tutorials/hashtag-strategy',
      '/trends',
      '/calculator',
      '/about',
      '/contact',
      '/pricing',
      '/privacy',
      '/terms',
      '/coming-soon/pro-subscription',
      '/coming-soon/viral-products-reports',
      '/coming-soon/book-an-influencer',
      '/coming-soon/analytics-dashboard',
    ])
      expect(hrefs).toContain(sitePath(href));
    for (const term of [
      'growth',
      'algorithm',
      'viral',
      'monetization',
      'editing',
      'hashtags',
      'content-ideas',
      'analytics',
    ]) {
      expect(hrefs).toContain(sitePath(`/search?q=${term}`));
    }
  });
});

test(
  'Subscribe shows the newsletter toast in the Notifications region, bottom-right (from the menu on phones)',
  SAME_UNDER_A_BASE,
  async ({ page, isMobile }) => {
    await page.goto('/about');
    const banner = page.getByRole('banner');
    const menuToggle = banner.getByLabel('Menu', { exact: true });
    if (isMobile) await menuToggle.click();
    await banner.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Newsletter signup will be available soon.')).toBeVisible();
    const region = page.getByRole('region', { name: /Notifications/ });
    await expect(region).toBeAttached();
    await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'bottom');
    await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'right');
    if (isMobile) {
      // The menu closes and hands focus back to its toggle, rather than leaving it on a hidden button.
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
      await expect(menuToggle).toBeFocused();
    }
  },
);

test(
  'Subscribe can be reached at every width: in the header from 640 px, in the menu below',
  SAME_UNDER_A_BASE,
  async ({ page }) => {
    for (const width of [320, 639, 640, 1023, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      const banner = page.getByRole('banner');
      const inHeader = banner.getByRole('button', { name: 'Subscribe' });
      if (width >= 640) {
        await expect(inHeader, `${width} px`).toBeVisible();
        continue;
      }
      await expect(inHeader, `${width} px`).toBeHidden();
      await banner.getByLabel('Menu', { exact: true }).click();
      const inMenu = page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Subscribe' });
      await expect(inMenu, `${width} px`).toBeVisible();
      // Nothing in the header spills past the screen's edge.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
    }
  },
);
