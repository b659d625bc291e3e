// The static hosts' own files in each build (Netlify and Cloudflare Pages read _headers and _redirects
// from the build output) give every path what the real servers of tests/e2e/hosting.spec.ts are held to. Neither
// host runs here: each file is read the way its hosts document reading it.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALIAS_REQUESTS, BUILDS, assetsOf, cacheControlFor, pagesOf } from '../e2e/hostExpectations';
import { SECURITY_HEADERS } from '@/pageRewrites/contentSecurityPolicy';
import { TUTORIAL_ALIASES } from '@/data/tutorialAliases';
import { withBase } from '@/lib/sitePaths';

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

describe('_headers for Netlify and Cloudflare Pages', () => {
  for (const build of BUILDS) {
    it(`gives every path the rules the servers are held to, ${build.label}`, () => {
      const file = readFileSync(`${build.dist}/_headers`, 'utf8');
      const { css, js, engine, index, worker } = assetsOf(build);
      // The short addresses' redirect pages too: a host that does not follow _redirects serves them.
      const pages = [...pagesOf(build), ...Object.keys(TUTORIAL_ALIASES)].map((page) => page.split('?')[0]);
      const files = [css, js, engine, index, worker];
      for (const path of [...pages, ...pages.map((page) => `${page.replace(/\/$/, '')}/`), ...files]) {
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

/**
 * Where Netlify or Cloudflare Pages sends `path` under a _redirects file: the first rule for the path
 * that the host takes, as [status, location], or undefined when the file at the path is served.
 * Netlify matches with or without a trailing slash and serves an existing file before a rule that is
 * not forced (`301!`); Cloudflare Pages matches the path as written, follows its rules before any file,
 * and skips a line whose status is not a plain number. Both runtimes read these files for real in
 * cloudflarePages.test.ts and netlifyParsers.test.ts when the test tools are installed.
 */
function redirectFromFile(
  file: string,
  host: 'Netlify' | 'Cloudflare Pages',
  path: string,
  fileExists: boolean,
): [number, string] | undefined {
  const trimSlash = (value: string) => value.replace(/(.)\/$/, '$1');
  for (const line of file.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    const [from, to, status = '302'] = line.trim().split(/\s+/);
    const forced = status.endsWith('!');
    if (host === 'Cloudflare Pages' && !/^\d+$/.test(status)) continue;
    const matches = host === 'Netlify' ? trimSlash(from) === trimSlash(path) : from === path;
    if (!matches) continue;
    if (host === 'Netlify' && !forced && fileExists) return undefined;
    // A rewrite (200) serves its target in place: Cloudflare's rule for a folder's page without its slash.
    if (status === '200') return undefined;
    return [Number.parseInt(status, 10), to];
  }
  return undefined;
}

describe('_redirects for Netlify and Cloudflare Pages', () => {
  for (const build of BUILDS) {
    it(`sends every short tutorial address to its tutorial with a 301 on both hosts, ${build.label}`, () => {
      const file = readFileSync(`${build.dist}/_redirects`, 'utf8');
      for (const host of ['Netlify', 'Cloudflare Pages'] as const) {
        for (const { path, location } of ALIAS_REQUESTS.filter(({ path }) => !path.includes('?'))) {
          const fileExists = existsSync(`${build.dist}${path.replace(/\/?$/, '/index.html')}`);
          expect(fileExists, `${path}: the redirect page for hosts without rules`).toBe(true);
          expect(redirectFromFile(file, host, withBase(path, build.base), fileExists), `${host} ${path}`).toEqual([
            301,
            withBase(location, build.base),
          ]);
        }
        // Pages are served as they are, and nothing outside the base path is redirected.
        for (const page of pagesOf(build).map((page) => page.split('?')[0]))
          expect(redirectFromFile(file, host, withBase(page, build.base), true), `${host} ${page}`).toBeUndefined();
        if (build.base !== '/')
          expect(redirectFromFile(file, host, Object.keys(TUTORIAL_ALIASES)[0], false), host).toBeUndefined();
      }
    });
  }
});
