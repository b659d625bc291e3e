// The shipped hosting rules serve the build correctly, at the domain root (dist/) and under a sub-path
// (dist-base/, /creator-hub/): one list of request-level tests runs against nginx (deploy/nginx.conf),
// Apache httpd (deploy/apache-vhost.conf with the build's .htaccess) and Caddy (deploy/Caddyfile),
// each started for real; one that is not installed is skipped, or fails with CI set (tests/missingTools.ts). The static hosts' own files are checked in
// tests/built/staticHostFiles.test.ts against the same expectations (hostExpectations.ts).
import type { APIRequestContext } from '@playwright/test';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { test, expect } from './fixtures';
import { ALIAS_REQUESTS, BUILDS, assetsOf, cacheControlFor, pagesOf } from './hostExpectations';
import { WEB_SERVERS, type RunningServer, type SiteBuild } from './servers';
import { MISSING_TOOL_FAILS, missingToolMessage } from '../missingTools';
import { CACHE_CONTROL } from '@/data/hosting';
import { SECURITY_HEADERS } from '@/pageRewrites/contentSecurityPolicy';
import { withBase } from '@/lib/sitePaths';
import { dictionary as en } from '@/i18n/en';
import { dictionary as es } from '@/i18n/es';

/** Each server and build gets its own port from this one up. */
const FIRST_PORT = 4540;
const UNKNOWN_PATHS = ['/nope', '/tutorials/unknown-id', '/trends/unknown/deeper'];
/** Unknown addresses under the Spanish prefix, and one that only starts like it. */
const UNKNOWN_SPANISH_PATHS = ['/es/nope', '/es/tutorials/unknown-id', '/es/trends/unknown/deeper'];

for (const [serverIndex, server] of WEB_SERVERS.entries()) {
  for (const [buildIndex, build] of BUILDS.entries()) {
    test.describe(`${server.name} ${build.label}`, () => {
      const notInstalled = server.binary
        ? ''
        : missingToolMessage(server.name, '.ci/run installs it from Debian with apt-get');
      test.skip(!server.binary && !MISSING_TOOL_FAILS, notInstalled);
      test.describe.configure({ mode: 'serial' });
      const origin = `http://127.0.0.1:${FIRST_PORT + serverIndex * BUILDS.length + buildIndex}`;
      const url = (path: string) => `${origin}${withBase(path, build.base)}`;
      let running: RunningServer | undefined;

      test.beforeAll(async ({}, testInfo) => {
        test.skip(testInfo.project.name !== 'desktop', 'request-level checks: one project is enough');
        if (!server.binary) throw new Error(notInstalled);
        running = server.start(build, Number(new URL(origin).port));
        await expect
          .poll(async () => (await fetch(url('/')).catch(() => null))?.status, {
            timeout: 10_000,
            message: `${server.name} answers`,
          })
          .toBe(200);
      });

      test.afterAll(async () => {
        await running?.stop();
      });

      test('every page answers 200 from its folder, without a redirect, and revalidates', async ({ request }) => {
        for (const page of pagesOf(build)) {
          const response = await request.get(url(page), { maxRedirects: 0 });
          expect(response.status(), page).toBe(200);
          expect(response.headers()['cache-control'], page).toBe(CACHE_CONTROL.pages);
        }
      });

      test('every short tutorial address answers 301 to its tutorial under the base, keeping the query', async ({
        request,
      }) => {
        for (const { path, location } of ALIAS_REQUESTS) {
          const response = await request.get(url(path), { maxRedirects: 0 });
          expect(response.status(), path).toBe(301);
          const target = new URL(response.headers()['location'] ?? '', url(path));
          expect(`${target.pathname}${target.search}`, path).toBe(withBase(location, build.base));
          expect((await request.get(target.href, { maxRedirects: 0 })).status(), path).toBe(200);
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

      test('an unknown address under /es/ answers 404 with the Spanish not-found page', async ({ request }) => {
        for (const path of UNKNOWN_SPANISH_PATHS) {
          const response = await request.get(url(path));
          expect(response.status(), path).toBe(404);
          const html = await response.text();
          expect(html, path).toContain('<html lang="es"');
          expect(html, path).toContain(es.notFound.returnHome);
          expect(html, path).not.toContain(en.notFound.returnHome);
          expect(html, path).toContain(`src="${withBase('/_astro/', build.base)}`);
          expect(response.headers()['cache-control'], path).toBe(CACHE_CONTROL.pages);
        }
        // Only the language's own folder: '/estimates' is no Spanish address.
        const other = await request.get(url('/estimates'));
        expect(other.status()).toBe(404);
        expect(await other.text()).toContain(en.notFound.returnHome);
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

      test('the offline service worker is a script that always revalidates', async ({ request }) => {
        const { worker } = assetsOf(build);
        const response = await request.get(url(worker));
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toMatch(/javascript/);
        expect(response.headers()['cache-control']).toBe('no-cache');
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

      test('text is sent as the copy compressed at build: brotli, else gzip, else the file itself', async () => {
        const { css, engine } = assetsOf(build);
        const script = largestScript(build);
        for (const path of [
          '/',
          '/tutorials',
          '/tutorials/tiktok-safety-guide',
          css,
          script,
          engine,
          '/sitemap-0.xml',
        ]) {
          const file = fileOf(build, path);
          const offers = [
            ...(server.brotli ? [['br, gzip, deflate', 'br', '.br'] as const] : []),
            ['gzip, deflate', 'gzip', '.gz'] as const,
          ];
          for (const [acceptEncoding, encoding, extension] of offers) {
            const response = await onTheWire(url(path), acceptEncoding);
            expect(response.status, `${path} ${acceptEncoding}`).toBe(200);
            expect(response.headers['content-encoding'], `${path} ${acceptEncoding}`).toBe(encoding);
            // Byte for byte the stored copy: compressed once at the highest level, not again per request.
            expect(response.body.equals(readFileSync(`${file}${extension}`)), `${path} ${acceptEncoding}`).toBe(true);
            expect(response.headers['vary'], `${path} ${acceptEncoding}`).toMatch(/Accept-Encoding/i);
          }
          const plain = await onTheWire(url(path), 'identity');
          expect(plain.headers['content-encoding'], path).toBeUndefined();
          expect(plain.body.equals(readFileSync(file)), path).toBe(true);
          expect(plain.headers['vary'], path).toMatch(/Accept-Encoding/i);
        }
        // The copies keep the file's own type.
        expect((await onTheWire(url('/'), 'br, gzip')).headers['content-type']).toMatch(/^text\/html/);
        expect((await onTheWire(url(css), 'br, gzip')).headers['content-type']).toMatch(/^text\/css/);
        expect((await onTheWire(url(script), 'gzip')).headers['content-type']).toMatch(/javascript/);
      });

      // The first-screen budget (scripts/check-budgets.mjs) counts these copies: what every page sends.
      test('every page is sent as its stored copy, with brotli and with gzip only', async () => {
        const pages = pagesOf(build);
        expect(pages.length).toBeGreaterThan(20);
        for (const path of pages) {
          const file = fileOf(build, path);
          for (const [acceptEncoding, extension] of [
            ...(server.brotli ? [['br, gzip', '.br'] as const] : []),
            ['gzip', '.gz'] as const,
          ]) {
            const response = await onTheWire(url(path), acceptEncoding);
            expect(response.status, path).toBe(200);
            expect(response.body.equals(readFileSync(`${file}${extension}`)), `${path} with ${acceptEncoding}`).toBe(
              true,
            );
          }
        }
      });
    });
  }
}

interface WireResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as sent, not decoded. */
  body: Buffer;
}

/** A GET with the given Accept-Encoding, its body as the server sent it (Playwright's request decodes it). */
function onTheWire(address: string, acceptEncoding: string): Promise<WireResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(address, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** The built file a site path is served from. */
function fileOf(build: SiteBuild, path: string): string {
  // A spec route may carry a query ('/search?q=growth'): the file is the page's.
  const inside = join(build.dist, path.split('?')[0]);
  return existsSync(join(inside, 'index.html')) ? join(inside, 'index.html') : inside;
}

/** The largest script of a build (one with compressed copies for certain). */
function largestScript(build: SiteBuild): string {
  const scripts = readdirSync(join(build.dist, '_astro')).filter((name) => name.endsWith('.js'));
  const largest = scripts.sort(
    (a, b) => statSync(join(build.dist, '_astro', b)).size - statSync(join(build.dist, '_astro', a)).size,
  )[0];
  return `/_astro/${largest}`;
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
