// The short tutorial addresses become redirects in each host's terms, all from one table (the generated
// sections of the server configs in deploy/: serverConfigs.test.ts). The servers themselves answer for
// real in tests/e2e/hosting.spec.ts.
import { describe, expect, it } from 'vitest';
import { TUTORIAL_ALIASES } from '@/data/tutorialAliases';
import { apacheHtaccess } from '@/integrations/hosting/hostRules';
import { notFoundLanguages } from '@/integrations/hosting/notFoundRules';
import {
  aliasRedirectPage,
  apacheAliasRules,
  caddyAliasRules,
  netlifyRedirects,
  CLOUDFLARE_STATIC_RULES,
  nginxAliasRules,
} from '@/integrations/hosting/redirectRules';

const ALIASES = { '/tutorials/x': '/tutorials/x-guide', '/tutorials/y.z': '/tutorials/y' };

describe('nginxAliasRules and caddyAliasRules', () => {
  it('redirect each address at any depth, with or without its slash, escaping the path', () => {
    expect(nginxAliasRules(ALIASES)).toContain('rewrite ^(.*)/tutorials/y\\.z/?$ $1/tutorials/y permanent;');
    const caddy = caddyAliasRules(ALIASES);
    expect(caddy).toContain('@alias_tutorials_x path_regexp alias_tutorials_x ^(.*)/tutorials/x/?$');
    expect(caddy).toContain(
      'redir @alias_tutorials_x {re.alias_tutorials_x.1}/tutorials/x-guide{alias_query} permanent',
    );
  });

  it('cover every address of the table', () => {
    for (const [from, to] of Object.entries(TUTORIAL_ALIASES)) {
      expect(nginxAliasRules().join('\n')).toContain(`^(.*)${from}/?$ $1${to} permanent;`);
      expect(caddyAliasRules().join('\n')).toContain(`}${to}{alias_query} permanent`);
    }
  });
});

describe('apacheAliasRules', () => {
  it('redirects each address relative to the RewriteBase to its tutorial under the base', () => {
    expect(apacheAliasRules('/creator-hub/', ALIASES).split('\n')).toEqual([
      'RewriteRule ^tutorials/x/?$ /creator-hub/tutorials/x-guide [R=301,L]',
      'RewriteRule ^tutorials/y\\.z/?$ /creator-hub/tutorials/y [R=301,L]',
    ]);
  });

  it('comes before the rule that serves folders, which would otherwise serve the redirect page', () => {
    const file = apacheHtaccess('/');
    expect(file).toContain(apacheAliasRules('/'));
    expect(file.indexOf(apacheAliasRules('/'))).toBeGreaterThan(file.indexOf('RewriteBase /'));
    expect(file.indexOf(apacheAliasRules('/'))).toBeLessThan(file.indexOf('RewriteCond %{REQUEST_FILENAME} -d'));
  });
});

describe('netlifyRedirects', () => {
  it('lists forced rules for Netlify, then plain ones for Cloudflare Pages, each with and without a slash', () => {
    const rules = netlifyRedirects('/creator-hub/', ['/', '/about/', '/tutorials/a/'], ALIASES)
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    const both = (status: string) => [
      `/creator-hub/tutorials/x /creator-hub/tutorials/x-guide ${status}`,
      `/creator-hub/tutorials/x/ /creator-hub/tutorials/x-guide ${status}`,
      `/creator-hub/tutorials/y.z /creator-hub/tutorials/y ${status}`,
      `/creator-hub/tutorials/y.z/ /creator-hub/tutorials/y ${status}`,
    ];
    expect(rules).toEqual([
      ...both('301!'),
      ...both('301'),
      // Each folder page without its slash, served in place on Cloudflare Pages (not the site's own folder).
      '/creator-hub/about /creator-hub/about/ 200',
      '/creator-hub/tutorials/a /creator-hub/tutorials/a/ 200',
      // Then each language's not-found page for its prefix (Netlify; Cloudflare Pages finds it by itself).
      ...notFoundLanguages().map((language) => `/creator-hub/${language}/* /creator-hub/${language}/404.html 404`),
    ]);
    expect(rules).toContain('/creator-hub/ar/* /creator-hub/ar/404.html 404');
  });

  it('keeps within the plain rules Cloudflare Pages takes: later pages keep its slash redirect', () => {
    const pages = Array.from({ length: CLOUDFLARE_STATIC_RULES + 10 }, (_, index) => `/p${index}/`);
    const plain = netlifyRedirects('/', pages, ALIASES)
      .split('\n')
      .filter((line) => / (301|200)$/.test(line));
    expect(plain).toHaveLength(CLOUDFLARE_STATIC_RULES);
  });
});

describe('aliasRedirectPage', () => {
  const page = aliasRedirectPage('/b/tutorials/x', '/b/tutorials/x-guide', 'https://site.example/b/tutorials/x-guide');

  it('redirects at once with the refresh syntax HTML requires ("0; url=")', () => {
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/b/tutorials/x-guide">');
    expect(page).toContain('<a href="/b/tutorials/x-guide">');
  });

  it('names the tutorial as canonical and keeps itself out of search indexes', () => {
    expect(page).toContain('<link rel="canonical" href="https://site.example/b/tutorials/x-guide">');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toMatch(/^<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">/);
  });
});
