// No page asks another host for a picture (or any other resource) before the visitor has done anything:
// the address of every src, srcset, poster, style url(), resource <link> and social image in every page
// of both builds, and every url() of their stylesheets, is the site's own. Only navigation (<a href>)
// may lead elsewhere. The pages' Content-Security-Policy holds pictures to the site too, so a picture
// from another host that slipped into a page would not even load. Builds that link covers from their
// host (REMOTE_COVERS=link) opt out of this on purpose, and are not what `npm test` builds.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DomUtils } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import {
  ROOT_BUILD,
  SUBPATH_BUILD,
  attribute,
  pageFromHtml,
  type BuiltPage,
  type BuiltSite,
  type PageElement,
} from './builtSite';
import { SITE } from '@/data/site';
import { CONTENT_EDITOR_PATH } from '@/data/contentEditor';
import { GOOGLE_TAG_IMAGE_SOURCES } from '@/data/googleTag';

/** The origin of the site's canonical and Open Graph URLs: both builds use SITE_URL's default. */
const SITE_ORIGIN = new URL(SITE.url).origin;
const BUILDS: [string, BuiltSite][] = [
  ['dist', ROOT_BUILD],
  ['dist-base', SUBPATH_BUILD],
];

/** Attributes whose address the browser loads by itself, on any element. */
const LOADED = ['src', 'poster', 'data', 'background'];
/** Attributes holding a list of candidates, `url 400w, url 800w`. */
const CANDIDATE_LISTS = ['srcset', 'imagesrcset'];
/** <link> relations that only name the page (not fetched by the browser): they must name the site itself. */
const NAMING_LINKS = new Set(['canonical', 'alternate']);
/** Elements whose href is navigation: the visitor follows it, the browser fetches nothing by itself. */
const NAVIGATION = new Set(['a', 'area']);

/** The address a value points at, resolved as the browser would from the page, or null for data: and the like. */
function addressOf(value: string, pageUrl: string): URL | null {
  const url = URL.canParse(value.trim(), pageUrl) ? new URL(value.trim(), pageUrl) : null;
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url : null;
}

const isElsewhere = (value: string, pageUrl: string) => {
  const url = addressOf(value, pageUrl);
  return url !== null && url.origin !== SITE_ORIGIN;
};

/** Every url(...) in a stylesheet or a style attribute, and every @import. */
function cssAddresses(css: string): string[] {
  const urls = [...css.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/g)].map(([, , url]) => url);
  const imports = [...css.matchAll(/@import\s+(['"])(.*?)\1/g)].map(([, , url]) => url);
  return [...urls, ...imports].map((url) => url.replace(/\\/g, ''));
}

/** Each address of `page` that another host would answer, as `<tag attribute> url`. */
function foreignResources(page: BuiltPage, base: string): string[] {
  // A page served at its route under the site's origin: relative addresses resolve against it.
  const pageUrl = new URL(`${base.replace(/\/$/, '')}${page.route}`, SITE_ORIGIN).href;
  const found: string[] = [];
  const check = (element: PageElement, name: string, value: string | undefined) => {
    if (value !== undefined && isElsewhere(value, pageUrl)) found.push(`<${element.name} ${name}> ${value}`);
  };
  for (const element of page.all('*')) {
    for (const name of LOADED) check(element, name, attribute(element, name));
    for (const name of CANDIDATE_LISTS)
      for (const candidate of attribute(element, name)?.split(',') ?? [])
        check(element, name, candidate.trim().split(/\s+/)[0]);
    // An href loads what it names unless the visitor follows it (<a>) or it only names this page (<link
    // rel=canonical/alternate>, checked below); an <image href> in an inline SVG, a preload, an icon load.
    const rel = attribute(element, 'rel')?.split(/\s+/) ?? [];
    if (!NAVIGATION.has(element.name) && !rel.some((relation) => NAMING_LINKS.has(relation)))
      for (const name of ['href', 'xlink:href']) check(element, name, attribute(element, name));
    for (const url of cssAddresses(attribute(element, 'style') ?? '')) check(element, 'style', url);
  }
  for (const style of page.all('style'))
    for (const url of cssAddresses(DomUtils.textContent(style))) check(style, 'url()', url);
  return found;
}

/** Addresses that name the page or picture it is shared as: each must be on the site's own origin. */
function foreignNames(page: BuiltPage): string[] {
  const named = [
    ...page
      .all('link[rel]')
      .filter((link) =>
        attribute(link, 'rel')!
          .split(/\s+/)
          .some((relation) => NAMING_LINKS.has(relation)),
      )
      .map((link) => [`<link rel="${attribute(link, 'rel')}">`, attribute(link, 'href')] as const),
    ...page
      .all('meta[property^="og:"], meta[name^="twitter:"]')
      .filter((meta) => /(^|:)(url|image)$/.test(attribute(meta, 'property') ?? attribute(meta, 'name') ?? ''))
      .map(
        (meta) =>
          [`<meta ${attribute(meta, 'property') ?? attribute(meta, 'name')}>`, attribute(meta, 'content')] as const,
      ),
  ];
  // An absolute URL elsewhere, never a relative one (the checks of pages.test.ts hold those to absolute).
  return named
    .filter(([, url]) => url !== undefined && URL.canParse(url) && new URL(url).origin !== SITE_ORIGIN)
    .map(([what, url]) => `${what} ${url}`);
}

/** Every stylesheet of a build, the content editor's apart (its own page, with its own policy). */
function stylesheets(dist: string): string[] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.css'))
    .filter((path) => !`/${path.split(/[\\/]/)[0]}/`.startsWith(CONTENT_EDITOR_PATH))
    .map((path) => join(dist, path));
}

/** The sources a page's policy allows pictures from. */
function imageSources(page: BuiltPage): string[] {
  const policy = attribute(page.one('meta[http-equiv="content-security-policy"]'), 'content') ?? '';
  const directive = policy.split(';').find((text) => text.trim().startsWith('img-src '));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

describe.each(BUILDS)('no request to another host for a picture, in %s', (dist, site) => {
  it('no page loads anything from another host by itself: src, srcset, poster, style url(), resource links', () => {
    const pages = site.pages({ redirects: true });
    expect(pages.length).toBeGreaterThan(50);
    const foreign = pages.flatMap((page) =>
      foreignResources(page, site.base).map((found) => `${page.route}: ${found}`),
    );
    expect(foreign).toEqual([]);
  });

  it('canonical, alternate and Open Graph addresses, og:image above all, are on the site itself', () => {
    const foreign = site.pages().flatMap((page) => foreignNames(page).map((found) => `${page.route}: ${found}`));
    expect(foreign).toEqual([]);
    // Not vacuous: every page names its share picture.
    for (const page of site.pages())
      expect(attribute(page.one('meta[property="og:image"]'), 'content'), page.route).toMatch(
        new RegExp(`^${SITE_ORIGIN}/`),
      );
  });

  it('no stylesheet loads a picture, font or stylesheet from another host', () => {
    const sheets = stylesheets(site.dist);
    expect(sheets.length).toBeGreaterThan(0);
    const foreign = sheets.flatMap((file) =>
      cssAddresses(readFileSync(file, 'utf8'))
        .filter((url) => isElsewhere(url, `${SITE_ORIGIN}/`))
        .map((url) => `${relative(site.dist, file)}: ${url}`),
    );
    expect(foreign).toEqual([]);
  });

  it("each page's policy allows pictures from the site only (and, with analytics, Google's pixels)", () => {
    // The sub-path build has a measurement id: the hosts Google lists for GA4's pixels are allowed there.
    const allowed = new Set(["'self'", 'data:', ...(dist === 'dist-base' ? GOOGLE_TAG_IMAGE_SOURCES : [])]);
    for (const page of site.pages()) {
      const sources = imageSources(page);
      expect(sources, page.route).toContain("'self'");
      expect(
        sources.filter((source) => !allowed.has(source)),
        `${page.route}: img-src`,
      ).toEqual([]);
    }
  });
});

describe('the check itself', () => {
  const page = (body: string, head = '') =>
    pageFromHtml(
      '/trends',
      'trends/index.html',
      `<!doctype html><html><head>${head}</head><body>${body}</body></html>`,
    );

  it('finds an address of another host in each place a page can load one from, naming the place', () => {
    const far = 'https://images.example.com/a.jpg';
    const found = foreignResources(
      page(
        `<img src="${far}"><picture><source srcset="/a.avif 400w, ${far} 800w"></picture><video poster="${far}"></video>` +
          `<div style="background-image: url('${far}')"></div><svg><image href="${far}"/></svg>`,
        `<link rel="preload" as="image" imagesrcset="${far} 400w"><link rel="preconnect" href="https://images.example.com">` +
          `<link rel="icon" href="//images.example.com/i.png"><style>.a{background:url(${far})}</style>`,
      ),
      '/',
    );
    expect(found).toEqual([
      '<link imagesrcset> https://images.example.com/a.jpg',
      '<link href> https://images.example.com',
      '<link href> //images.example.com/i.png',
      `<img src> ${far}`,
      `<source srcset> ${far}`,
      `<video poster> ${far}`,
      `<div style> ${far}`,
      `<image href> ${far}`,
      `<style url()> ${far}`,
    ]);
  });

  it("lets navigation, the site's own files and addresses that name the page through", () => {
    const own = page(
      `<a href="https://www.tiktok.com/@creator">a creator</a><img src="/creator-hub/images/tutorials/safety-1.svg" srcset="data:image/gif;base64,R0lGOD 1w">` +
        `<img src="../images/fallback-image.svg">`,
      `<link rel="canonical" href="${SITE_ORIGIN}/trends"><link rel="alternate" hreflang="es" href="${SITE_ORIGIN}/es/trends">` +
        `<meta property="og:image" content="${SITE_ORIGIN}/og/trends.jpg">`,
    );
    expect(foreignResources(own, '/creator-hub/')).toEqual([]);
    expect(foreignNames(own)).toEqual([]);
  });

  it('holds canonical, alternate and og:image to the site', () => {
    const named = page(
      '',
      '<link rel="canonical" href="https://mirror.example/trends"><meta property="og:image" content="https://images.example.com/a.jpg">',
    );
    expect(foreignNames(named)).toEqual([
      '<link rel="canonical"> https://mirror.example/trends',
      '<meta og:image> https://images.example.com/a.jpg',
    ]);
  });

  it("reads a stylesheet's url() and @import, and tells the site's addresses from others", () => {
    expect(cssAddresses('a{background:url("https://x.example/a.png")} @import "https://fonts.example/css";')).toEqual([
      'https://x.example/a.png',
      'https://fonts.example/css',
    ]);
    const from = `${SITE_ORIGIN}/trends/`;
    expect(isElsewhere('http://creatorgrowthhub.com.evil.example/a.jpg', from)).toBe(true);
    expect(isElsewhere(`${SITE_ORIGIN}/og/home.jpg`, from)).toBe(false);
    expect(isElsewhere('data:image/svg+xml,%3Csvg%3E', from)).toBe(false);
  });
});
