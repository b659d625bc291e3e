// Cloudflare Pages' own runtime (`wrangler pages dev`, workerd) serves each build with its _headers and
// _redirects, and answers over HTTP what the real servers of tests/e2e/hosting.spec.ts are held to
// (hostExpectations.ts): pages in place, short addresses, misses in their language, security headers
// and cache lifetimes. Skipped when the test tools are not installed (tests/built/testTools.ts).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALIAS_REQUESTS, BUILDS, assetsOf, cacheControlFor, pagesOf } from '../e2e/hostExpectations';
import type { SiteBuild } from '../e2e/servers';
import { INSTALL_TEST_TOOLS } from './testTools';
import { missingToolSuite } from '../missingToolSuite';
import { WRANGLER, startPagesDev, type PagesDev } from './wranglerPagesDev';
import { netlifyNotFoundRules } from '@/integrations/hosting/notFoundRules';
import { SECURITY_HEADERS } from '@/pageRewrites/contentSecurityPolicy';
import { LISTING_INDEX_FOLDER } from '@/data/listings';
import { withBase } from '@/lib/sitePaths';
import { dictionary as en } from '@/i18n/en';
import { dictionary as es } from '@/i18n/es';

/** Each build gets its own port from this one up (hosting.spec.ts uses 4540 and on). */
const FIRST_PORT = 4620;
/** Starting both runtimes takes a few seconds; on a busy machine, more. */
const START_TIMEOUT_MS = 60_000;
/** Checks that send many requests (every page). */
const REQUESTS_TIMEOUT_MS = 30_000;
const UNKNOWN_PATHS = ['/nope', '/tutorials/unknown-id', '/trends/unknown/deeper'];
const UNKNOWN_SPANISH_PATHS = ['/es/nope', '/es/tutorials/unknown-id', '/es/trends/unknown/deeper'];
/** An unknown coming-soon topic: the not-found page sends it to the default topic in the browser. */
const UNKNOWN_TOPICS = ['/coming-soon/unknown-topic', '/es/coming-soon/unknown-topic'];
/**
 * Cloudflare Pages replaces any Cache-Control of a 404 with this (its asset server, whatever _headers
 * says): stricter than the servers' no-cache, and a miss is never kept either way.
 */
const CLOUDFLARE_MISS_CACHE_CONTROL = 'no-store';

const strip = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, ''); // eslint-disable-line no-control-regex

/** A GET that does not follow redirects, as the hosting tests send. */
const get = (address: string) => fetch(address, { redirect: 'manual' });

/** The security headers every answer carries, checked on one response. */
function expectSecurityHeaders(response: Response, path: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(response.headers.get(name), `${path} ${name}`).toBe(value);
}

if (!WRANGLER) missingToolSuite('Cloudflare Pages (wrangler pages dev)', 'wrangler', INSTALL_TEST_TOOLS);

describe.skipIf(!WRANGLER)('Cloudflare Pages (wrangler pages dev)', () => {
  const running = new Map<SiteBuild, PagesDev>();

  beforeAll(async () => {
    const started = await Promise.allSettled(BUILDS.map((build, index) => startPagesDev(build, FIRST_PORT + index)));
    started.forEach((result, index) => {
      if (result.status === 'fulfilled') running.set(BUILDS[index], result.value);
    });
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all([...running.values()].map((server) => server.stop()));
  });

  for (const build of BUILDS) {
    describe(build.label, () => {
      const url = (path: string) => `${running.get(build)!.origin}${withBase(path, build.base)}`;

      it('takes every header rule, and skips only the redirect lines written for Netlify', () => {
        const log = strip(running.get(build)!.log());
        const headers = readFileSync(`${build.dist}/_headers`, 'utf8');
        const headerRules = headers.split('\n').filter((line) => /^\//.test(line)).length;
        expect(log).toContain(`Parsed ${headerRules} valid header rules`);
        expect(log).not.toMatch(/invalid header rules/);
        // Each skipped line, as wrangler quotes it: the forced copies (301!) and the not-found rules.
        const skipped = [...log.matchAll(/_redirects:\d+ \| (.+)$/gm)].map(([, line]) => line.trim());
        const netlifyOnly = readFileSync(`${build.dist}/_redirects`, 'utf8')
          .split('\n')
          .filter((line) => / 301!$/.test(line) || netlifyNotFoundRules(build.base).includes(line));
        expect(skipped).toEqual(netlifyOnly);
        expect(netlifyOnly.length).toBeGreaterThan(0);
      });

      it(
        'serves every page in place with its slash or without, revalidated, with the security headers',
        async () => {
          for (const page of pagesOf(build)) {
            for (const path of new Set([page, page.replace(/^([^?]*[^/?])(\?|$)/, '$1/$2')])) {
              const response = await get(url(path));
              expect(response.status, `${path} ${response.headers.get('location') ?? ''}`).toBe(200);
              expect(response.headers.get('cache-control'), path).toBe(cacheControlFor(path));
              expectSecurityHeaders(response, path);
            }
          }
        },
        REQUESTS_TIMEOUT_MS,
      );

      it('sends every short tutorial address to its tutorial with a 301, keeping the query', async () => {
        for (const { path, location } of ALIAS_REQUESTS) {
          const response = await get(url(path));
          expect(response.status, path).toBe(301);
          const target = new URL(response.headers.get('location') ?? '', url(path));
          expect(`${target.pathname}${target.search}`, path).toBe(withBase(location, build.base));
          expect((await get(target.href)).status, path).toBe(200);
        }
      });

      it('answers a miss with the not-found page in the language of its address, status 404', async () => {
        const misses = [
          ...UNKNOWN_PATHS.map((path) => [path, en] as const),
          ...UNKNOWN_SPANISH_PATHS.map((path) => [path, es] as const),
          // Only the language's own folder: '/estimates' is no Spanish address.
          ['/estimates', en] as const,
        ];
        for (const [path, language] of misses) {
          const response = await get(url(path));
          expect(response.status, path).toBe(404);
          const html = await response.text();
          expect(html, path).toContain(`<html lang="${language === es ? 'es' : 'en'}"`);
          expect(html, path).toContain(language.notFound.returnHome);
          expect(html, path).toContain(`src="${withBase('/_astro/', build.base)}`);
          expect(response.headers.get('cache-control'), path).toBe(CLOUDFLARE_MISS_CACHE_CONTROL);
          expectSecurityHeaders(response, path);
        }
      });

      it('answers an unknown coming-soon topic with the not-found page of its language, which picks the topic', async () => {
        for (const path of UNKNOWN_TOPICS) {
          const response = await get(url(path));
          expect(response.status, path).toBe(404);
          expect(await response.text(), path).toContain(`<html lang="${path.startsWith('/es/') ? 'es' : 'en'}"`);
        }
      });

      it('gives assets, the search and listing indexes, the offline worker, the content editor and public files their cache lifetimes', async () => {
        const { css, js, engine, index, worker } = assetsOf(build);
        const listingIndex = `${LISTING_INDEX_FOLDER}pagefind-entry.json`;
        const others = [
          '/admin/',
          '/admin/config.json',
          '/robots.txt',
          '/manifest.webmanifest',
          '/images/fallback-image.svg',
        ];
        for (const path of [css, js, engine, index, worker, listingIndex, ...others]) {
          const response = await get(url(path));
          expect(response.status, path).toBe(200);
          expect(response.headers.get('cache-control'), path).toBe(cacheControlFor(path));
          expectSecurityHeaders(response, path);
        }
        const editor = await get(url('/admin/'));
        expect(editor.headers.get('content-type')).toMatch(/^text\/html/);
      });
    });
  }
});
