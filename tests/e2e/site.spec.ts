// Foundation: every route answers, pages are findable, internal links resolve, axe is clean.
import { readFileSync } from 'node:fs';
import { test, expect, expectNoSeriousAxeViolations } from './fixtures';
import { SPEC_ROUTES, builtPages } from './routes';
import { OFFLINE_PAGE_PATH } from '@/data/offline';

const pages = builtPages();
/** The offline page is what the service worker shows in place of another page: not one to find. */
const findablePages = pages.filter((route) => route !== OFFLINE_PAGE_PATH);

/** Routes that show another page's content and name that page as canonical. */
const ALIASES: Record<string, string> = {
  '/coming-soon': '/coming-soon/pro-subscription',
  '/products': '/coming-soon/viral-products-reports',
};

test.describe('every route', () => {
  for (const route of SPEC_ROUTES) {
    test(`${route} answers 200 with the shared header and footer`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('h1')).toHaveCount(1);
    });
  }

  test('an unknown path answers 404 with the not-found page', async ({ request }) => {
    const response = await request.get('/this/does/not/exist');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Return Home');
  });
});

test.describe('findable pages', () => {
  test('every built page has a unique title and description, a canonical URL and social tags', async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const route of findablePages) {
      const html = await (await request.get(route)).text();
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
      const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1];
      expect(title, `${route} title`).toBeTruthy();
      expect(description, `${route} description`).toBeTruthy();
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(canonical, `${route} canonical`).toBeTruthy();
      expect(new URL(canonical!).pathname.replace(/(.)\/$/, '$1'), `${route} canonical`).toBe(ALIASES[route] ?? route);
      if (!ALIASES[route]) {
        expect(titles.get(title!), `${route} repeats the title of ${titles.get(title!)}`).toBeUndefined();
        expect(
          descriptions.get(description!),
          `${route} repeats the description of ${descriptions.get(description!)}`,
        ).toBeUndefined();
        titles.set(title!, route);
        descriptions.set(description!, route);
      }
      for (const tag of ['og:title', 'og:description', 'og:url', 'og:image'])
        expect(html, `${route} ${tag}`).toContain(`property="${tag}"`);
      const image = new URL(html.match(/<meta property="og:image" content="([^"]+)"/)![1]);
      // Our own social card must exist; content images are the authors' external URLs.
      if (image.origin === new URL(canonical!).origin) {
        expect((await request.get(image.pathname)).status(), `${route} og:image`).toBe(200);
      }
      // X's card takes title, description and image from the og: tags checked above.
      expect(html, `${route} twitter:card`).toContain('<meta name="twitter:card" content="summary_large_image"');
    }
  });

  test('the 404 and offline pages are noindex and left out of the sitemap; robots.txt points at the sitemap', async ({
    request,
  }) => {
    for (const file of ['dist/404.html', `dist${OFFLINE_PAGE_PATH}/index.html`]) {
      expect(readFileSync(file, 'utf8'), file).toContain('<meta name="robots" content="noindex"');
    }
    const sitemap = readFileSync('dist/sitemap-0.xml', 'utf8');
    expect(sitemap).not.toContain('404');
    expect(sitemap).not.toContain(OFFLINE_PAGE_PATH);
    expect(sitemap).toContain('/tutorials/hashtag-strategy');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap-index\.xml/);
  });

  test('no internal link on any built page is broken', async ({ request }) => {
    const targets = new Set<string>();
    for (const route of [...pages, '/404']) {
      const file = route === '/404' ? 'dist/404.html' : `dist${route === '/' ? '' : route}/index.html`;
      const html = readFileSync(file, 'utf8');
      for (const [, href] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
        if (href.startsWith('/') && !href.startsWith('//')) targets.add(href.split('#')[0]);
      }
    }
    expect(targets.size).toBeGreaterThan(20);
    const broken: string[] = [];
    for (const target of targets) {
      const response = await request.get(target, { maxRedirects: 0 });
      if (response.status() !== 200) broken.push(`${target} -> ${response.status()}`);
    }
    expect(broken).toEqual([]);
  });
});

test.describe('accessibility', () => {
  for (const route of [...SPEC_ROUTES, '/unknown-page']) {
    test(`axe finds no serious violation on ${route}`, async ({ page }) => {
      await page.goto(route);
      await expectNoSeriousAxeViolations(page);
    });
  }
});
