// Each language's not-found page in each host's terms: the addresses of every language but the default
// (/es/..., /ar/...) get that language's page (dist/es/404.html), every other address dist/404.html, under
// any base path. The servers answer for real in tests/e2e/hosting.spec.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES } from '@/data/languages';
import {
  apacheNotFoundRules,
  caddyNotFoundRewrites,
  netlifyNotFoundRules,
  nginxNotFoundMap,
  notFoundLanguages,
  notFoundPages,
} from '@/integrations/hosting/notFoundRules';
import { apacheHtaccess } from '@/integrations/hosting/hostRules';

// The languages whose not-found page is built (the rule under test below); each host's rules are
// checked against it.
const OWN_PAGE = notFoundLanguages();

describe('notFoundPages', () => {
  it('lists each language with a not-found page of its own, the default language last', () => {
    // The 404 page is an interface page, and every interface text is translated: every language but the default.
    expect(OWN_PAGE.length).toBeGreaterThan(0);
    expect(OWN_PAGE).not.toContain(DEFAULT_LANGUAGE);
    expect([...OWN_PAGE].sort()).toEqual(LANGUAGE_CODES.filter((language) => language !== DEFAULT_LANGUAGE).sort());
    expect(notFoundPages('/')).toEqual([
      ...OWN_PAGE.map((language) => ({ prefix: `/${language}/`, page: `/${language}/404.html` })),
      { prefix: '/', page: '/404.html' },
    ]);
    // A right-to-left language has a page of its own like the others.
    const rightToLeft = LANGUAGE_CODES.find((language) => LANGUAGES[language].dir === 'rtl')!;
    expect(notFoundPages('/')).toContainEqual({ prefix: `/${rightToLeft}/`, page: `/${rightToLeft}/404.html` });
    expect(notFoundPages('/creator-hub/').map(({ page }) => page)).toEqual([
      ...OWN_PAGE.map((language) => `/creator-hub/${language}/404.html`),
      '/creator-hub/404.html',
    ]);
  });
});

describe('the rules of each host', () => {
  it('nginx: a map from the address to its page, the default last', () => {
    expect(nginxNotFoundMap('/creator-hub/')).toEqual([
      'map $uri $not_found_page {',
      ...OWN_PAGE.map((language) => `    ~^/creator-hub/${language}/ /creator-hub/${language}/404.html;`),
      '    default /creator-hub/404.html;',
      '}',
    ]);
    const shipped = readFileSync('deploy/nginx.conf', 'utf8');
    expect(shipped).toContain(nginxNotFoundMap().join('\n'));
    expect(shipped).toContain('error_page 404 $not_found_page;');
  });

  it('Caddy: one rewrite per language prefix, and the default for everything else', () => {
    expect(caddyNotFoundRewrites('/')).toEqual([
      ...OWN_PAGE.map((language) => `rewrite /${language}/* /${language}/404.html`),
      'rewrite * /404.html',
    ]);
    expect(readFileSync('deploy/Caddyfile', 'utf8')).toContain(
      caddyNotFoundRewrites()
        .map((line) => `\t\t\t${line}`)
        .join('\n'),
    );
  });

  it('Apache: the default page, and each language’s page for its prefix', () => {
    const rules = apacheNotFoundRules('/creator-hub/');
    expect(rules).toBe(
      [
        'ErrorDocument 404 /creator-hub/404.html',
        ...OWN_PAGE.map(
          (language) =>
            `<If "%{REQUEST_URI} =~ m#^/creator-hub/${language}/#">\n  ErrorDocument 404 /creator-hub/${language}/404.html\n</If>`,
        ),
      ].join('\n'),
    );
    expect(apacheHtaccess('/creator-hub/')).toContain(rules);
  });

  it('Netlify: a 404 rule per language prefix', () => {
    expect(netlifyNotFoundRules('/')).toEqual(OWN_PAGE.map((language) => `/${language}/* /${language}/404.html 404`));
  });
});
