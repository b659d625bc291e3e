// Responsive CDN pictures: srcset and sizes that match the layout at phone and desktop widths, the hero
// fetched early and the rest lazily; and a picture beside a tutorial's markdown, optimised at build time.
import { test, expect } from './fixtures';
import { IMAGE_CDN_ORIGIN, IMAGE_QUALITY } from '@/lib/responsiveImages';

/** Serves every CDN picture as a tiny SVG and records the widths asked for. */
async function serveCdnImages(page: import('@playwright/test').Page) {
  const widths: number[] = [];
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect width="16" height="9" fill="#ccc"/></svg>';
  await page.route(/^https:\/\/images\.unsplash\.com\//, (route) => {
    widths.push(Number(new URL(route.request().url()).searchParams.get('w')));
    return route.fulfill({ status: 200, contentType: 'image/svg+xml', body: svg });
  });
  return widths;
}

const PAGES = ['/tutorials/tiktok-algorithm-explained', '/trends/duet-challenges', '/tutorials', '/trends', '/'];

test.describe('responsive CDN pictures', () => {
  for (const path of PAGES) {
    test(`${path}: every CDN picture offers widths in the CDN's auto format and a sizes that matches its slot`, async ({
      page,
    }) => {
      await serveCdnImages(page);
      await page.goto(path);
      const pictures = page.locator(`img[src^="${IMAGE_CDN_ORIGIN}/"]`);
      expect(await pictures.count()).toBeGreaterThan(0);
      for (const picture of await pictures.all()) {
        await expect(picture).toHaveAttribute('width', /^\d+$/);
        await expect(picture).toHaveAttribute('height', /^\d+$/);
        const candidates = (await picture.getAttribute('srcset'))!.split(', ').map((candidate) => candidate.split(' '));
        expect(candidates.length).toBeGreaterThan(1);
        for (const [url, descriptor] of candidates) {
          const params = new URL(url).searchParams;
          expect(`${params.get('w')}w`).toBe(descriptor);
          expect(params.get('auto')).toBe('format');
          expect(params.get('q')).toBe(String(IMAGE_QUALITY));
        }
        if (!(await picture.isVisible())) continue;
        await picture.scrollIntoViewIfNeeded();
        // The width sizes announces (first matching media condition) is the width the picture takes.
        const [announced, rendered] = await picture.evaluate((image: HTMLImageElement) => {
          const entries = image.sizes.split(/,\s*(?![^()]*\))/);
          const chosen = entries.find((entry) => {
            const condition = entry.match(/^\(.*?\)(?=\s)/)?.[0];
            return !condition || matchMedia(condition).matches;
          })!;
          const probe = document.createElement('div');
          probe.style.width = chosen.replace(/^\(.*?\)\s+/, '');
          document.body.append(probe);
          const width = probe.getBoundingClientRect().width;
          probe.remove();
          return [width, image.getBoundingClientRect().width];
        });
        expect(
          Math.abs(announced - rendered),
          `sizes says ${announced}px, the picture is ${rendered}px`,
        ).toBeLessThanOrEqual(rendered * 0.05 + 2);
      }
    });
  }

  for (const path of ['/tutorials/tiktok-algorithm-explained', '/trends/duet-challenges']) {
    test(`${path}: the hero picture loads first, from a connection opened early, in a width for this screen`, async ({
      page,
    }) => {
      const widths = await serveCdnImages(page);
      await page.goto(path);
      await expect(page.locator(`head link[rel="preconnect"][href="${IMAGE_CDN_ORIGIN}"]`)).toHaveCount(1);
      const hero = page.locator('main article img').first();
      await expect(hero).toHaveAttribute('fetchpriority', 'high');
      await expect(hero).toHaveAttribute('loading', 'eager');
      await expect
        .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
      const needed = await hero.evaluate(
        (image: HTMLImageElement) => image.getBoundingClientRect().width * devicePixelRatio,
      );
      const chosen = Number(
        new URL(await hero.evaluate((image: HTMLImageElement) => image.currentSrc)).searchParams.get('w'),
      );
      expect(widths).toContain(chosen);
      // Never the largest file on a small screen: at most one step above what the screen needs.
      const offered = (await hero.getAttribute('srcset'))!
        .split(', ')
        .map((candidate) => Number(candidate.split(' ')[1].slice(0, -1)));
      const firstEnough = offered.find((width) => width >= needed) ?? offered.at(-1)!;
      expect(chosen).toBeLessThanOrEqual(firstEnough);
      // Pictures further down wait until they are near the viewport.
      const below = page.locator(`main img[src^="${IMAGE_CDN_ORIGIN}/"]:not([fetchpriority])`);
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
