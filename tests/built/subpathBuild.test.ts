// Link integrity of the sub-path build (dist-base/, built with BASE_PATH=/creator-hub), read from its
// files: every link, asset, island, form, redirect, canonical URL, feed item, structured-data URL and
// sitemap entry stays under the base and names a file the host serves.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { SUBPATH_BUILD as site } from './builtSite';
import { withBase, withoutBase } from '@/lib/sitePaths';
import { splitLanguagePath } from '@/lib/languagePrefix';

import { CONTENT_EDITOR_PATH } from '@/data/contentEditor';

const BASE = site.base;

/** The address a not-found page names as its own, in any language: never served at that address. */
const isNotFoundAddress = (path: string) => splitLanguagePath(withoutBase(path, BASE)).path === '/404/';

/** The text of the file the host serves at a site path (given without the base). */
function served(path: string): string {
  const file = site.fileFor(withBase(path, BASE));
  expect(file, path).not.toBeNull();
  return readFileSync(file!, 'utf8');
}

/** The build's own origin (SITE_URL's default), as absolute URLs in canonical and Open Graph tags carry it. */
const SITE_ORIGIN = 'https://creatorgrowthhub.com';

function filesIn(dir: string, extension: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // The hashed assets are read (every URL of the site's code stays under the base); the content
    // editor's bundle is not the site's code, and its page is checked in contentEditor.test.ts.
    if (statSync(path).isDirectory())
      return name === 'pagefind' || `/${name}/` === CONTENT_EDITOR_PATH ? [] : filesIn(path, extension);
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

it('every link, asset, island, form and redirect of every page stays under the base and resolves', () => {
  const pages = filesIn(site.dist, '.html');
  expect(pages.length).toBeGreaterThan(30);
  const targets = new Map<string, string>();
  const outside: string[] = [];
  for (const file of pages) {
    for (const url of urlsInHtml(readFileSync(file, 'utf8'))) {
      const path = sitePathOf(url);
      if (path === null) continue;
      if (!path.startsWith(BASE)) outside.push(`${file}: ${url}`);
      else if (!targets.has(path)) targets.set(path, file);
    }
  }
  // Stylesheets may point at fonts or images too.
  for (const file of filesIn(`${site.dist}/_astro`, '.css')) {
    for (const [, url] of readFileSync(file, 'utf8').matchAll(/url\(["']?([^"')]+)/g)) {
      if (!url.startsWith('data:') && !url.startsWith(BASE)) outside.push(`${file}: ${url}`);
    }
  }
  expect(outside, 'URLs outside the base path').toEqual([]);
  expect(targets.size).toBeGreaterThan(60);
  const broken: string[] = [];
  for (const [path, file] of targets) {
    // A not-found page's og:url names it /404/ (/es/404/...): it is served for missing paths, never at that address.
    if (isNotFoundAddress(path)) continue;
    if (site.fileFor(path) === null) broken.push(`${path} (from ${file}) -> 404`);
  }
  expect(broken).toEqual([]);
});

it('feeds and structured data name pages under the base, once, and each resolves', () => {
  // Absolute URLs outside HTML attributes: feed items and links, and JSON-LD (articles, breadcrumbs, search action).
  const files = [
    ...filesIn(site.dist, '.xml').filter((file) => file.endsWith('rss.xml')),
    ...filesIn(site.dist, '.html'),
  ];
  const paths = new Set<string>();
  for (const file of files) {
    for (const [url] of readFileSync(file, 'utf8').matchAll(/https:\/\/creatorgrowthhub\.com\/[^"<\s{}]*/g)) {
      const path = sitePathOf(url)!.split('?')[0];
      expect(path, `${file}: ${url}`).toMatch(new RegExp(`^${BASE}`));
      expect(path, `${file}: ${url} repeats the base`).not.toContain(`${BASE}${BASE.slice(1)}`);
      paths.add(path);
    }
  }
  expect(paths.size).toBeGreaterThan(30);
  const broken: string[] = [];
  for (const path of paths) {
    if (isNotFoundAddress(path)) continue;
    if (site.fileFor(path) === null) broken.push(`${path} -> 404`);
  }
  expect(broken).toEqual([]);
});

it('the sitemap, robots.txt and canonical URLs name pages under the base', () => {
  const index = served('/sitemap-index.xml');
  expect(index).toContain(`<loc>${SITE_ORIGIN}${withBase('/sitemap-0.xml', BASE)}</loc>`);
  const locations = [...served('/sitemap-0.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
  expect(locations.length).toBeGreaterThan(30);
  for (const loc of locations) expect(loc.startsWith(`${SITE_ORIGIN}${BASE}`), loc).toBe(true);
  expect(locations).toContain(`${SITE_ORIGIN}${withBase('/tutorials/hashtag-strategy/', BASE)}`);

  const robots = served('/robots.txt');
  expect(robots).toContain(`Allow: ${BASE}`);
  expect(robots).toContain(`Sitemap: ${SITE_ORIGIN}${withBase('/sitemap-index.xml', BASE)}`);

  const html = served('/products');
  expect(html).toContain(
    `<link rel="canonical" href="${SITE_ORIGIN}${withBase('/coming-soon/viral-products-reports', BASE)}"`,
  );
});
