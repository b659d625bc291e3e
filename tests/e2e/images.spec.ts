// Pictures: every page shows files of the site only (no request to another host, whatever the network),
// with width and height set, the hero fetched early and the rest lazily; and a picture beside a tutorial's
// markdown, optimised at build time. The builds under test download no cover (REMOTE_COVERS=skip): covers
// given as URLs show the site's own pictures, as they do in any build that cannot download them.
import { test, expect } from './fixtures';

const PAGES = ['/tutorials/tiktok-algorithm-explained', '/trends/duet-challenges', '/tutorials', '/trends', '/'];

test.describe("the site's own pictures", () => {
  for (const path of PAGES) {
    test(`${path}: every picture comes from the site, has its size set and loads`, async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image') requested.push(request.url());
      });
      await page.goto(path);
      const pictures = page.locator('main img');
      expect(await pictures.count()).toBeGreaterThan(0);
      for (const picture of await pictures.all()) {
        await expect(picture).toHaveAttribute('width', /^\d+$/);
        await expect(picture).toHaveAttribute('height', /^\d+$/);
        // One SVG file fits every width: the site's drawings come without srcset.
        if ((await picture.getAttribute('src'))?.endsWith('.svg')) await expect(picture).not.toHaveAttribute('srcset');
        if (!(await picture.isVisible())) continue;
        await picture.scrollIntoViewIfNeeded();
        await expect
          .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
          .toBe(true);
      }
      const origin = new URL(page.url()).origin;
      expect(requested.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin)).toEqual([]);
    });
  }

  for (const path of ['/tutorials/tiktok-algorithm-explained', '/trends/duet-challenges']) {
    test(`${path}: the hero picture loads first, from the site, and the pictures further down wait`, async ({
      page,
    }) => {
      await page.goto(path);
      // No connection to open early to another host.
      await expect(page.locator('head link[rel="preconnect"]')).toHaveCount(0);
      const hero = page.locator('main article img').first();
      await expect(hero).toHaveAttribute('fetchpriority', 'high');
      await expect(hero).toHaveAttribute('loading', 'eager');
      await expect
        .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
      const chosen = await hero.evaluate((image: HTMLImageElement) => image.currentSrc);
      expect(new URL(chosen).origin).toBe(new URL(page.url()).origin);
      // Pictures further down wait until they are near the viewport.
      const below = page.locator('main img:not([fetchpriority])');
      expect(await below.count()).toBeGreaterThan(0);
      for (const picture of await below.all()) await expect(picture).toHaveAttribute('loading', 'lazy');
    });
  }
});

test('a picture beside a tutorial is optimised at build time: WebP in several widths, with its size and alt text', async ({
  page,
}) => {
  await page.goto('/tutorials/tiktok-editing-tips-for-beginners');
  const picture = page.getByRole('img', { name: /becomes a 28-second clip once jump cuts remove both gaps/ });
  await expect(picture).toHaveAttribute('width', '1200');
  await expect(picture).toHaveAttribute('height', '675');
  await expect(picture).toHaveAttribute('loading', 'lazy');
  await expect(picture).toHaveAttribute('src', /\/_astro\/jump-cut-timeline\.[\w-]+\.webp$/);
  const widths = (await picture.getAttribute('srcset'))!.split(', ').map((candidate) => {
    expect(candidate).toMatch(/\/_astro\/jump-cut-timeline\.[\w-]+\.webp \d+w$/);
    return Number(candidate.split(' ')[1].slice(0, -1));
  });
  expect(widths.length).toBeGreaterThan(2);
  expect(Math.max(...widths)).toBe(1200);
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const box = (await picture.boundingBox())!;
  expect(Math.abs(box.height - (box.width * 675) / 1200)).toBeLessThan(1.5);
});
