// Link integrity of the sub-path build (dist-base/, built with BASE_PATH=/creator-hub): every link,
// asset, island, form, redirect, canonical URL, sitemap entry and search request stays under the
// base and resolves. The fixtures also fail any test whose page requests a path outside the base.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, siteBase, sitePath, waitForHydration } from './fixtures';

const DIST = 'dist-base';
/** The build's own origin (SITE_URL's default), as absolute URLs in canonical and Open Graph tags carry it. */
const SITE_ORIGIN = 'https://creatorgrowthhub.com';

function filesIn(dir: string, extension: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'pagefind' ? [] : filesIn(path, extension);
    return path.endsWith(extension) ? [path] : [];
  });
}

/** Every URL a browser would follow or load from a page: links, assets, forms, island code, meta refresh. */
function urlsInHtml(html: string): string[] {
  const attributes = /\s(?:href|src|action|component-url|renderer-url|before-hydration-url)="([^"]*)"/g;
  const urls = [...html.matchAll(attributes)].map(([, url]) => url.replace(/&amp;/g, '&'));
  for (const [, srcset] of html.matchAll(/\ssrcset="([^"]*)"/g))
    urls.push(...srcset.split(',').map((part) => part.trim().split(/\s+/)[0]));
  for (const [, content] of html.matchAll(/<meta (?:property|name)="(?:og:url|og:image)" content="([^"]*)"/g))
    urls.push(content);
  for (const [, url] of html.matchAll(/http-equiv="refresh" content="\d+; ?url=([^"]*)"/g)) urls.push(url);
  return urls;
}

/** The site path a URL points at, or null for another site, a fragment or a mail link. */
function sitePathOf(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url.split('#')[0];
  if (url.startsWith(`${SITE_ORIGIN}/`)) {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  }
  if (url === '' || /^(#|[a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return null;
  return url; // a relative URL: it would resolve against whichever page holds it, so it fails below
}

test('every link, asset, island, form and redirect of every page stays under the base and resolves', async ({
  request,
}) => {
  const pages = filesIn(DIST, '.html');
  expect(pages.length).toBeGreaterThan(30);
  const targets = new Map<string, string>();
  const outside: string[] = [];
  for (const file of pages) {
    for (const url of urlsInHtml(readFileSync(file, 'utf8'))) {
      const path = sitePathOf(url);
      if (path === null) continue;
      if (!path.startsWith(siteBase())) outside.push(`${file}: ${url}`);
      else if (!targets.has(path)) targets.set(path, file);
    }
  }
  // Stylesheets may point at fonts or images too.
  for (const file of filesIn(`${DIST}/_astro`, '.css')) {
    for (const [, url] of readFileSync(file, 'utf8').matchAll(/url\(["']?([^"')]+)/g)) {
      if (!url.startsWith('data:') && !url.startsWith(siteBase())) outside.push(`${file}: ${url}`);
    }
  }
  expect(outside, 'URLs outside the base path').toEqual([]);
  expect(targets.size).toBeGreaterThan(60);
  const broken: string[] = [];
  for (const [path, file] of targets) {
    // The not-found page's og:url names it /404/: it is served for missing paths, never at that address.
    if (path === sitePath('/404/')) continue;
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() !== 200) broken.push(`${path} (from ${file}) -> ${response.status()}`);
  }
  expect(broken).toEqual([]);
});

test('feeds and structured data name pages under the base, once, and each resolves', async ({ request }) => {
  // Absolute URLs outside HTML attributes: feed items and links, and JSON-LD (articles, breadcrumbs, search action).
  const files = [...filesIn(DIST, '.xml').filter((file) => file.endsWith('rss.xml')), ...filesIn(DIST, '.html')];
  const paths = new Set<string>();
  for (const file of files) {
    for (const [url] of readFileSync(file, 'utf8').matchAll(/https:\/\/creatorgrowthhub\.com\/[^"<\s{}]*/g)) {
      const path = sitePathOf(url)!.split('?')[0];
      expect(path, `${file}: ${url}`).toMatch(new RegExp(`^${siteBase()}`));
      expect(path, `${file}: ${url} repeats the base`).not.toContain(`${siteBase()}${siteBase().slice(1)}`);
      paths.add(path);
    }
  }
  expect(paths.size).toBeGreaterThan(30);
  const broken: string[] = [];
  for (const path of paths) {
    if (path === sitePath('/404/')) continue;
    const status = (await request.get(path, { maxRedirects: 0 })).status();
    if (status !== 200) broken.push(`${path} -> ${status}`);
  }
  expect(broken).toEqual([]);
});

test('the sitemap, robots.txt and canonical URLs name pages under the base', async ({ request }) => {
  const index = await (await request.get(sitePath('/sitemap-index.xml'))).text();
  expect(index).toContain(`<loc>${SITE_ORIGIN}${sitePath('/sitemap-0.xml')}</loc>`);
  const locations = [
    ...(await (await request.get(sitePath('/sitemap-0.xml'))).text()).matchAll(/<loc>([^<]+)<\/loc>/g),
  ].map(([, loc]) => loc);
  expect(locations.length).toBeGreaterThan(30);
  for (const loc of locations) expect(loc.startsWith(`${SITE_ORIGIN}${siteBase()}`), loc).toBe(true);
  expect(locations).toContain(`${SITE_ORIGIN}${sitePath('/tutorials/hashtag-strategy/')}`);

  const robots = await (await request.get(sitePath('/robots.txt'))).text();
  expect(robots).toContain(`Allow: ${siteBase()}`);
  expect(robots).toContain(`Sitemap: ${SITE_ORIGIN}${sitePath('/sitemap-index.xml')}`);

  const html = await (await request.get(sitePath('/products'))).text();
  expect(html).toContain(
    `<link rel="canonical" href="${SITE_ORIGIN}${sitePath('/coming-soon/viral-products-reports')}"`,
  );
});

/** Pages with every kind of script and island (the file crawl above covers every page's markup). */
const BROWSER_ROUTES = [
  '/',
  '/calculator',
  '/tools/hashtag-generator',
  '/tutorials',
  '/tutorials/hashtag-strategy',
  '/trends',
  '/trends/duet-challenges',
  '/search?q=growth',
  '/contact',
  '/coming-soon/pro-subscription',
  '/no-such-page',
];

test.describe('in the browser, every request stays under the base and succeeds', () => {
  for (const route of BROWSER_ROUTES) {
    test(route, async ({ page }) => {
      const failures: string[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        const expected404 = route === '/no-such-page' && response.request().isNavigationRequest();
        if (url.host === new URL(page.url() || response.url()).host && response.status() >= 400 && !expected404) {
          failures.push(`${url.pathname} -> ${response.status()}`);
        }
      });
      await page.goto(route);
      await waitForHydration(page);
      // Search result cards link to pages under the base.
      if (route === '/search?q=growth') {
        const links = page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 }).getByRole('link');
        await expect(links.first()).toBeVisible({ timeout: 15_000 });
        for (const href of await links.evaluateAll((elements) => elements.map((link) => link.getAttribute('href')!))) {
          expect(href.startsWith(siteBase()), href).toBe(true);
        }
      }
      await page.waitForLoadState('networkidle');
      expect(failures).toEqual([]);
    });
  }
});

test('an alias redirects to its tutorial under the base', async ({ page }) => {
  await page.goto('/tutorials/monetization');
  await expect(page).toHaveURL(new RegExp(`${sitePath('/tutorials/creator-fund-application')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('Share copies the address under the base', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/tutorials/tiktok-safety-guide');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}${sitePath('/tutorials/tiktok-safety-guide')}`,
  );
});

test('a failed image falls back to the local picture under the base', async ({ page }) => {
  // External images cannot load here (the fixtures block them), so every card shows its fallback.
  await page.goto('/trends');
  await waitForHydration(page);
  const fallback = page.locator('main img[data-fell-back]').first();
  await expect(fallback).toHaveAttribute('src', sitePath('/images/fallback-image.svg'));
  expect(await fallback.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});
