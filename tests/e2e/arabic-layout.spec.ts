// Arabic pages read right to left, checked by where things are drawn, not only by their text: the header
// from the right (logo, menu button, nav), toasts in the bottom-left corner, grids filled from the right,
// the tutorial pager's arrows pointing outward the Arabic way, the engagement slider growing toward the
// left, tab arrows following the tabs as seen, a mixed Arabic and Latin hashtag list keeping each tag
// whole and in order, and no sideways scroll at 320 px on any Arabic page.
import type { Locator, Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { ENGAGEMENT_MAX, ENGAGEMENT_MIN } from '@/data/earnings';
import { dictionary as ar } from '@/i18n/ar';
import { builtPages } from './routes';

const header = ar.layout.header;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'drawn on the page').not.toBeNull();
  return found!;
}

const viewportWidth = (page: Page) => page.viewportSize()!.width;

/**
 * Which way an arrow glyph points as drawn: its character's own way, turned around when its box is
 * mirrored (scale -1 along the line).
 */
async function drawnArrowDirection(arrow: Locator): Promise<'left' | 'right'> {
  return arrow.evaluate((element) => {
    const glyph = element.textContent?.trim();
    const written = glyph === '→' ? 'right' : glyph === '←' ? 'left' : null;
    if (!written) throw new Error(`not an arrow: ${glyph}`);
    const scaleX = Number.parseFloat(getComputedStyle(element).scale.split(' ')[0]) || 1;
    const transform = new DOMMatrixReadOnly(getComputedStyle(element).transform);
    const mirrored = scaleX * transform.a < 0;
    return mirrored ? (written === 'right' ? 'left' : 'right') : written;
  });
}

test.describe('the Arabic layout, right to left', () => {
  test(
    'the page is Arabic and right to left; logo, menu button and nav sit on the right',
    { tag: '@phone' },
    async ({ page, isMobile }) => {
      await page.goto('/ar/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const width = viewportWidth(page);
      const banner = page.getByRole('banner');
      const logo = await box(banner.getByRole('link').first());
      const search = await box(banner.getByLabel(header.search, { exact: true }));
      expect(search.x + search.width, 'the search button ends the line, on the left').toBeLessThan(logo.x);
      expect(search.x).toBeLessThan(width / 4);
      if (isMobile) {
        // The menu button opens the line at the right edge, the logo beside it.
        const menu = await box(banner.getByLabel(header.menu, { exact: true }));
        expect(menu.x + menu.width).toBeGreaterThan(width - 40);
        expect(logo.x + logo.width).toBeLessThanOrEqual(menu.x + 1);
        expect(logo.x + logo.width).toBeGreaterThan(width - 120);
      } else {
        expect(logo.x + logo.width, 'the logo opens the line at the right').toBeGreaterThan(width - 130);
        const nav = await box(banner.getByRole('navigation', { name: header.mainNav }));
        expect(nav.x + nav.width, 'the nav follows the logo, to its left').toBeLessThanOrEqual(logo.x + 1);
        expect(nav.x + nav.width).toBeGreaterThan(width / 2);
      }
      // The site's name stays on one line beside the logo.
      const name = await box(
        banner
          .getByRole('link')
          .first()
          .getByText(/CreatorGrowth/),
      );
      expect(name.height).toBeLessThan(40);
    },
  );

  test('a toast shows in the bottom-left corner', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/ar/coming-soon/pro-subscription');
    await waitForHydration(page);
    await page.getByRole('list', { name: ar.comingSoon.vote.listLabel }).getByRole('button').first().click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: ar.comingSoon.vote.toastTitle });
    await expect(toast).toBeVisible();
    const drawn = await box(toast);
    const width = viewportWidth(page);
    const height = page.viewportSize()!.height;
    expect(drawn.x, 'starts near the left edge').toBeLessThan(40);
    expect(drawn.y + drawn.height).toBeGreaterThan(height / 2);
    // On a phone the toast spans the width; on desktop it keeps to the left half.
    if (width > 600) expect(drawn.x + drawn.width).toBeLessThan(width / 2);
  });

  test('a grid starts on the right: the first card of each row is the rightmost', async ({ page }) => {
    await page.goto('/ar/tutorials');
    const cards = page.locator('main article');
    await expect(cards.nth(4)).toBeVisible();
    // The two featured guides side by side, then the first row of every guide (three across).
    const drawn = await Promise.all([0, 1, 2, 3, 4].map((index) => box(cards.nth(index))));
    expect(drawn[0].y).toBeCloseTo(drawn[1].y, 0);
    expect(drawn[0].x).toBeGreaterThan(drawn[1].x);
    expect(drawn[2].y).toBeCloseTo(drawn[4].y, 0);
    expect(drawn[2].x).toBeGreaterThan(drawn[3].x);
    expect(drawn[3].x).toBeGreaterThan(drawn[4].x);
    expect(drawn[2].x + drawn[2].width).toBeGreaterThan(viewportWidth(page) - 120);
  });

  test('the tutorial pager: all tutorials on the right with its arrow pointing right, next on the left pointing left', async ({
    page,
  }) => {
    await page.goto('/ar/tutorials/hashtag-strategy');
    const pager = page.getByRole('navigation', { name: ar.tutorial.pager.label });
    const all = pager.getByRole('link').first();
    const next = pager.locator('[data-next-tutorial]');
    const [allBox, nextBox] = await Promise.all([box(all), box(next)]);
    expect(allBox.x).toBeGreaterThan(nextBox.x);
    expect(await drawnArrowDirection(all.locator('[aria-hidden="true"]'))).toBe('right');
    expect(await drawnArrowDirection(next.locator('[aria-hidden="true"]'))).toBe('left');
  });

  test(
    'the engagement slider grows toward the left, by pointer and by arrow key',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/ar/calculator');
      await waitForHydration(page);
      const slider = page.getByRole('slider', { name: ar.calculator.island.engagementLabel });
      const drawn = await box(slider);
      // A tap near the left end is near the maximum, near the right end near the minimum.
      await page.mouse.click(drawn.x + 4, drawn.y + drawn.height / 2);
      await expect.poll(async () => Number(await slider.inputValue())).toBeGreaterThan(ENGAGEMENT_MAX - 1);
      await page.mouse.click(drawn.x + drawn.width - 4, drawn.y + drawn.height / 2);
      await expect.poll(async () => Number(await slider.inputValue())).toBeLessThan(ENGAGEMENT_MIN + 1);
      // The Left arrow moves the thumb left: the rate goes up.
      const before = Number(await slider.inputValue());
      await slider.press('ArrowLeft');
      await expect.poll(async () => Number(await slider.inputValue())).toBeGreaterThan(before);
      // The range's ends: the minimum on the right, the maximum on the left.
      const thumbAtMin = await slider.evaluate((input: HTMLInputElement) => getComputedStyle(input).direction);
      expect(thumbAtMin).toBe('rtl');
    },
  );

  test(
    'hashtags mixing Arabic and Latin: each tag whole, read right to left in order; tab arrows follow the tabs',
    {
      tag: '@phone',
    },
    async ({ page }) => {
      await page.goto('/ar/tools/hashtag-generator');
      await waitForHydration(page);
      const generator = ar.hashtagGenerator.generator;
      await page.getByRole('textbox', { name: new RegExp(`^${generator.topicLabel}`) }).fill('طبخ سهل easy recipes');
      await page.getByRole('radio', { name: generator.niches.food }).check();
      await page.getByRole('button', { name: generator.generate }).click();
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByRole('listitem').first()).toBeVisible();
      // The topic's own list: Arabic and Latin tags from the same topic.
      await page.getByRole('tab', { name: generator.tabs.topic.label }).click();

      const tags = panel.getByRole('listitem');
      const shown = (await tags.allTextContents()).map((tag) => tag.trim());
      expect(shown.some((tag) => /\p{Script=Arabic}/u.test(tag))).toBe(true);
      expect(shown.some((tag) => /^#[a-z]/.test(tag))).toBe(true);
      const drawn = await tags.evaluateAll((items) =>
        items.map((item) => {
          const rects = [...item.getClientRects()];
          const { x, y, width } = item.getBoundingClientRect();
          return { x, y, width, boxes: rects.length, text: item.textContent?.trim() ?? '' };
        }),
      );
      for (const tag of drawn) {
        expect(tag.text, 'a whole tag, # and all').toMatch(/^#[\p{L}\p{M}\p{N}_]+$/u);
        expect(tag.boxes, `${tag.text} is drawn in one piece`).toBe(1);
      }
      // In each row the list runs from right to left, in the order written.
      for (let index = 1; index < drawn.length; index++) {
        const [before, after] = [drawn[index - 1], drawn[index]];
        if (Math.abs(before.y - after.y) < 2)
          expect(after.x, `${after.text} left of ${before.text}`).toBeLessThan(before.x);
      }

      // The tabs run right to left too: Left is the next tab, Right the one before.
      // The topic tab is the third; the niche tab, the fourth, is drawn to its left.
      const tabs = page.getByRole('tab');
      await tabs.nth(2).focus();
      await page.keyboard.press('ArrowLeft');
      await expect(tabs.nth(3)).toBeFocused();
      await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(2)).toBeFocused();
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
      const [firstTab, secondTab] = await Promise.all([box(tabs.first()), box(tabs.nth(1))]);
      if (Math.abs(firstTab.y - secondTab.y) < 2) expect(secondTab.x).toBeLessThan(firstTab.x);
    },
  );
});

test.describe('Arabic pages at 320 px', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test("a card's arrow nudges along the line on hover: rightward in English, leftward in Arabic", async ({ page }) => {
    for (const [path, sign] of [
      ['/', 1],
      ['/ar/', -1],
    ] as const) {
      await page.goto(path);
      const card = page.locator('.group:has(svg.transition)').first();
      await card.scrollIntoViewIfNeeded();
      const arrow = card.locator('svg.transition');
      const before = (await box(arrow)).x;
      await card.hover();
      await expect.poll(async () => Math.sign((await box(arrow)).x - before), { message: path }).toBe(sign);
      await page.mouse.move(0, 0);
    }
  });

  test('no Arabic page scrolls sideways', async ({ page }) => {
    test.setTimeout(120_000);
    const pages = builtPages().filter((route) => route === '/ar' || route.startsWith('/ar/'));
    expect(pages.length).toBeGreaterThan(20);
    const overflowing: string[] = [];
    for (const route of pages) {
      await page.goto(route);
      const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      if (widths[0] > widths[1]) overflowing.push(`${route}: ${widths[0]} px`);
    }
    expect(overflowing).toEqual([]);
  });
});
