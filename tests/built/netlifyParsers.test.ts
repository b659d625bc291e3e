// Netlify's own parsers (@netlify/redirect-parser and @netlify/headers-parser, what its build runs on a
// site's _redirects and _headers) read each build's files without an error, and what they parse gives
// every path what the real servers of tests/e2e/hosting.spec.ts are held to (hostExpectations.ts).
// Skipped when the test tools are not installed, failed with CI set (tests/built/testTools.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { ALIAS_REQUESTS, BUILDS, assetsOf, cacheControlFor, pagesOf } from '../e2e/hostExpectations';
import { INSTALL_TEST_TOOLS, importTestTool, testToolFile } from './testTools';
import { missingToolSuite } from '../missingToolSuite';
import { notFoundPages } from '@/integrations/hosting/notFoundRules';
import { SECURITY_HEADERS } from '@/pageRewrites/contentSecurityPolicy';
import { TUTORIAL_ALIASES } from '@/data/tutorialAliases';
import { LISTING_INDEX_FOLDER } from '@/data/listings';
import { withBase } from '@/lib/sitePaths';

/** A redirect rule as @netlify/redirect-parser gives it (`minimal`: without Netlify's own fields). */
interface RedirectRule {
  from: string;
  to: string;
  status: number;
  force: boolean;
  query: Record<string, string>;
}

/** A header rule as @netlify/headers-parser gives it: its path pattern as Netlify matches it. */
interface HeaderRule {
  for: string;
  forRegExp: RegExp;
  values: Record<string, string>;
}

interface RedirectParser {
  parseAllRedirects: (options: {
    redirectsFiles: string[];
    configRedirects: [];
    minimal: boolean;
  }) => Promise<{ redirects: RedirectRule[]; errors: Error[] }>;
}

interface HeadersParser {
  parseAllHeaders: (options: {
    headersFiles: string[];
    configHeaders: [];
    minimal: boolean;
  }) => Promise<{ headers: HeaderRule[]; errors: Error[] }>;
}

const REDIRECT_PARSER = testToolFile('@netlify/redirect-parser/lib/index.js');
const HEADERS_PARSER = testToolFile('@netlify/headers-parser/lib/index.js');
const installed = Boolean(REDIRECT_PARSER && HEADERS_PARSER);
if (!installed)
  missingToolSuite("Netlify's parsers", '@netlify/redirect-parser and @netlify/headers-parser', INSTALL_TEST_TOOLS);

/** The rules Netlify reads from a build: each file parsed by its parser, which must report no line. */
async function parsedRules(dist: string) {
  const { parseAllRedirects } = await importTestTool<RedirectParser>(REDIRECT_PARSER!);
  const { parseAllHeaders } = await importTestTool<HeadersParser>(HEADERS_PARSER!);
  const redirects = await parseAllRedirects({
    redirectsFiles: [`${dist}/_redirects`],
    configRedirects: [],
    minimal: true,
  });
  const headers = await parseAllHeaders({ headersFiles: [`${dist}/_headers`], configHeaders: [], minimal: false });
  return { redirects: redirects.redirects, headers: headers.headers, errors: [...redirects.errors, ...headers.errors] };
}

/** Netlify matches a rule's path with or without a trailing slash; '*' is the rest, ':name' a segment. */
function redirectMatches(rule: RedirectRule, path: string): boolean {
  const pattern = rule.from
    .replace(/\/$/, '')
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${pattern}/?$`).test(path);
}

/** The first rule Netlify applies to a path (one that is not forced yields to an existing file). */
const firstRule = (rules: RedirectRule[], path: string) => rules.find((rule) => redirectMatches(rule, path));

/**
 * The headers Netlify sends for a path: every matching rule, a later one replacing a header an earlier
 * one set (as Netlify's own headersForPath, in @netlify/headers). Its '/x/*' also matches '/x', so the
 * page rule '/x' that Cloudflare Pages needs matches twice here: harmless while both say the same, and
 * two rules that differ fail (Cloudflare Pages would join them, Netlify keep the last).
 */
function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules.filter(({ forRegExp }) => forRegExp.test(path))) {
    for (const [name, value] of Object.entries(rule.values)) {
      expect(headers[name] ?? value, `${path}: ${name} set differently by two rules`).toBe(value);
      headers[name] = value;
    }
  }
  return headers;
}

describe.skipIf(!installed)("Netlify's parsers", () => {
  for (const build of BUILDS) {
    describe(build.label, () => {
      let rules: Awaited<ReturnType<typeof parsedRules>>;
      beforeAll(async () => {
        rules = await parsedRules(build.dist);
      });

      it('read _redirects and _headers without an error about any line', () => {
        expect(rules.errors.map((error) => error.message)).toEqual([]);
        expect(rules.redirects.length).toBeGreaterThan(0);
        expect(rules.headers.length).toBeGreaterThan(0);
      });

      it('send every short tutorial address to its tutorial with a forced 301, whatever the query', () => {
        for (const { path, location } of ALIAS_REQUESTS.filter(({ path }) => !path.includes('?'))) {
          const rule = firstRule(rules.redirects, withBase(path, build.base));
          // Forced: each address also has a redirect page, which Netlify would serve before a plain rule.
          expect(rule, path).toMatchObject({ to: withBase(location, build.base), status: 301, force: true, query: {} });
        }
        // Nothing outside the base path is redirected: another site may live there.
        if (build.base !== '/') expect(firstRule(rules.redirects, Object.keys(TUTORIAL_ALIASES)[0])).toBeUndefined();
      });

      it('serve every page as it is: no rule for a page but a rewrite to itself that yields to its file', () => {
        for (const page of pagesOf(build).map((page) => withBase(page.split('?')[0], build.base))) {
          const rule = firstRule(rules.redirects, page);
          if (rule) expect(rule, page).toMatchObject({ status: 200, force: false, to: `${page.replace(/\/$/, '')}/` });
        }
      });

      it('answer a miss under a language prefix with its not-found page (404), and any other with 404.html', () => {
        const pages = notFoundPages(build.base);
        const fallback = pages.at(-1)!;
        for (const { prefix, page } of pages.slice(0, -1))
          for (const path of ['nope', 'tutorials/unknown-id', 'coming-soon/unknown-topic'])
            expect(firstRule(rules.redirects, `${prefix}${path}`), `${prefix}${path}`).toMatchObject({
              to: page,
              status: 404,
              force: false,
            });
        // Netlify answers the rest with the site's own 404.html (the default language's page) by itself.
        expect(fallback.page).toBe(withBase('/404.html', build.base));
        for (const path of ['/nope', '/coming-soon/unknown-topic', '/estimates'])
          expect(firstRule(rules.redirects, withBase(path, build.base)), path).toBeUndefined();
      });

      it('give every path the security headers and its cache lifetime, the same from every rule that matches', () => {
        const { css, js, engine, index, worker } = assetsOf(build);
        const pages = [...pagesOf(build), ...Object.keys(TUTORIAL_ALIASES)].map((page) => page.split('?')[0]);
        const files = [css, js, engine, index, worker, `${LISTING_INDEX_FOLDER}pagefind-entry.json`];
        const others = [
          '/admin/',
          '/admin/config.json',
          '/robots.txt',
          '/manifest.webmanifest',
          '/404.html',
          '/es/404.html',
        ];
        for (const path of [...pages, ...pages.map((page) => `${page.replace(/\/$/, '')}/`), ...files, ...others]) {
          expect(headersFor(rules.headers, withBase(path, build.base)), path).toEqual({
            ...SECURITY_HEADERS,
            'Cache-Control': cacheControlFor(path),
          });
        }
        if (build.base !== '/') expect(headersFor(rules.headers, '/tutorials')).toEqual({});
      });
    });
  }
});
