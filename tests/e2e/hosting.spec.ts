// The shipped hosting rules serve the build correctly, at the domain root (dist/) and under a sub-path
// (dist-base/, /creator-hub/): one list of request-level tests runs against nginx (deploy/nginx.conf),
// Apache httpd (deploy/apache-vhost.conf with the build's .htaccess) and Caddy (deploy/Caddyfile),
// each started for real and skipped when not installed. The _headers file of static hosts is held to
// the same rules.
import type { ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { SPEC_ROUTES, builtPages } from './routes';
import { WEB_SERVERS, type SiteBuild } from './servers';
import { CACHE_CONTROL, HASHED_ASSETS_FOLDER, SEARCH_INDEX_FOLDER, SECURITY_HEADERS } from '@/data/hosting';
import { TUTORIAL_ALIASES } from '@/data/tutorialAliases';
import { withBase } from '@/lib/sitePaths';

const BUILDS: readonly SiteBuild[] = [
  { label: 'at the domain root', dist: 'dist', base: '/' },
  { label: 'under /creator-hub/', dist: 'dist-base', base: '/creator-hub/' },
];
/** Each server and build gets its own port from this one up. */
const FIRST_PORT = 4540;
const UNKNOWN_PATHS = ['/nope', '/tutorials/unknown-id', '/trends/unknown/deeper'];

/** The Cache-Control every host must send for a path of the site (without the base path). */
function cacheControlFor(path: string): string {
  if (path.startsWith(HASHED_ASSETS_FOLDER)) return CACHE_CONTROL.hashedAssets;
  if (path.startsWith(SEARCH_INDEX_FOLDER)) return CACHE_CONTROL.searchIndex;
  return CACHE_CONTROL.pages;
}

const firstFile = (dir: string, extension: string) => readdirSync(dir).find((name) => name.endsWith(extension))!;

/** Every page, spec route and short tutorial address of a build, as paths without the base. */
function pagesOf(build: SiteBuild): string[] {
  return [...new Set([...SPEC_ROUTES, ...builtPages(build.dist), ...Object.keys(TUTORIAL_ALIASES)])];
}

/** Asset and index paths of a build, without the base: a stylesheet, a script, Pagefind's engine. */
function assetsOf(build: SiteBuild) {
  return {
    css: `/_astro/${firstFile(`${build.dist}/_astro`, '.css')}`,
    js: `/_astro/${firstFile(`${build.dist}/_astro`, '.js')}`,
    engine: '/pagefind/pagefind.js',
    index: `/pagefind/${firstFile(`${build.dist}/pagefind`, '.pagefind')}`,
  };
}

for (const [serverIndex, server] of WEB_SERVERS.entries()) {
  for (const [buildIndex, build] of BUILDS.entries()) {
    test.describe(`${server.name} ${build.label}`, () => {
      test.skip(!server.binary, `${server.name} is not installed (CI installs it from Debian with apt-get)`);
      test.describe.configure({ mode: 'serial' });
      const origin = `http://127.0.0.1:${FIRST_PORT + serverIndex * BUILDS.length + buildIndex}`;
      const url = (path: string) => `${origin}${withBase(path, build.base)}`;
      let running: ChildProcess | undefined;

      test.beforeAll(async ({}, testInfo) => {
        test.skip(testInfo.project.name !== 'desktop', 'request-level checks: one project is enough');
        running = server.start(build, Number(new URL(origin).port));
        await expect
          .poll(async () => (await fetch(url('/')).catch(() => null))?.status, {
            timeout: 10_000,
            message: `${server.name} answers`,
          })
          .toBe(200);
      });

      test.afterAll(() => {
        running?.kill();
      });

      test('every page answers 200 from its folder, without a redirect, and revalidates', async ({ request }) => {
        for (const page of pagesOf(build)) {
          const response = await request.get(url(page), { maxRedirects: 0 });
          expect(response.status(), page).toBe(200);
          expect(response.headers()['cache-control'], page).toBe(CACHE_CONTROL.pages);
        }
      });

      test('the site’s folder answers with or without its trailing slash', async ({ request }) => {
        // Served in place or redirected to the slash form: either way the home page, whose links are absolute.
        const response = await request.get(`${origin}${build.base.replace(/\/$/, '')}`);
        expect(response.status()).toBe(200);
        expect(await response.text()).toContain('<title>CreatorGrowth Hub</title>');
      });

      test('an unknown path answers 404 with this build’s not-found page', async ({ request }) => {
        for (const path of UNKNOWN_PATHS) {
          const response = await request.get(url(path));
          expect(response.status(), path).toBe(404);
          const html = await response.text();
          expect(html, path).toContain('Return Home');
          expect(html, path).toContain(`src="${withBase('/_astro/', build.base)}`);
          expect(response.headers()['cache-control'], path).toBe(CACHE_CONTROL.pages);
        }
      });

      test('pages, assets, the search index and the not-found page carry the security headers', async ({ request }) => {
        const { css, engine, index } = assetsOf(build);
        for (const path of [
          '/',
          '/tutorials',
          css,
          engine,
          index,
          '/images/fallback-image.svg',
          '/robots.txt',
          '/no-such-page',
        ]) {
          const headers = (await request.get(url(path))).headers();
          for (const [name, value] of Object.entries(SECURITY_HEADERS))
            expect(headers[name.toLowerCase()], `${path} ${name}`).toBe(value);
        }
      });

      test('hashed assets are cached for a year and the search index for an hour, with the right types', async ({
        request,
      }) => {
        const { css, js, engine, index } = assetsOf(build);
        for (const [path, type] of [
          [css, /^text\/css/],
          [js, /javascript/],
          [engine, /javascript/],
          [index, /./],
        ] as const) {
          const response = await request.get(url(path));
          expect(response.status(), path).toBe(200);
          expect(response.headers()['cache-control'], path).toBe(cacheControlFor(path));
          expect(response.headers()['content-type'], path).toMatch(type);
        }
      });

      test('the web manifest and the feeds are served with their own types', async ({ request }) => {
        for (const [path, type] of [
          ['/manifest.webmanifest', /^application\/manifest\+json/],
          ['/tutorials/rss.xml', /xml/],
        ] as const) {
          const response = await request.get(url(path));
          expect(response.status(), path).toBe(200);
          expect(response.headers()['content-type'], path).toMatch(type);
        }
      });

      test('text is sent compressed to browsers that accept it', async ({ request }) => {
        await expectGzippedText(request, build, url);
      });
    });
  }
}

/** HTML, CSS, JS and Pagefind's engine arrive gzip-encoded; Pagefind's pre-compressed index does not. */
async function expectGzippedText(request: APIRequestContext, build: SiteBuild, url: (path: string) => string) {
  const { css, js, engine, index } = assetsOf(build);
  for (const path of ['/', '/tutorials', css, js, engine]) {
    const response = await request.get(url(path), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-encoding'], path).toBe('gzip');
    expect(response.headers()['vary'], path).toMatch(/Accept-Encoding/i);
  }
  const response = await request.get(url(index), { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.headers()['content-encoding']).toBeUndefined();
}

test('the local server (npm start) compresses text like a production host', async ({ request, baseURL }) => {
  await expectGzippedText(request, BUILDS[0], (path) => `${baseURL}${path}`);
});

/**
 * The headers Netlify and Cloudflare Pages send for `path` under a _headers file: every matching rule
 * applies ('*' matches any characters, ':name' one segment). A header set by two matching rules is
 * joined by one host and replaced by the other, so it fails here.
 */
function headersFromFile(file: string, path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let matches = false;
  for (const line of file.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
        .replace(/:\w+/g, '[^/]+');
      matches = new RegExp(`^${pattern}$`).test(path);
    } else if (matches) {
      const [name, ...value] = line.trim().split(':');
      expect(headers[name], `${path}: ${name} set by two rules`).toBeUndefined();
      headers[name] = value.join(':').trim();
    }
  }
  return headers;
}

test.describe('_headers for Netlify and Cloudflare Pages', () => {
  for (const build of BUILDS) {
    test(`gives every path the rules the servers are held to, ${build.label}`, () => {
      test.skip(test.info().project.name !== 'desktop', 'file checks: one project is enough');
      const file = readFileSync(`${build.dist}/_headers`, 'utf8');
      const { css, js, engine, index } = assetsOf(build);
      const pages = pagesOf(build).map((page) => page.split('?')[0]);
      for (const path of [...pages, ...pages.map((page) => `${page.replace(/\/$/, '')}/`), css, js, engine, index]) {
        expect(headersFromFile(file, withBase(path, build.base)), path).toEqual({
          ...SECURITY_HEADERS,
          'Cache-Control': cacheControlFor(path),
        });
      }
      // Outside the base path the file says nothing: another site may live there.
      if (build.base !== '/') expect(headersFromFile(file, '/tutorials')).toEqual({});
    });
  }
});
