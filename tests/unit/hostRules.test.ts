// The host files the build ships (.htaccess, _headers) are written for the build's base path.
// Servers and the _headers matching are tested for real in tests/e2e/hosting.spec.ts.
import { describe, expect, it } from 'vitest';
import { apacheHtaccess, netlifyHeaders } from '@/integrations/hosting/hostRules';
import { CACHE_CONTROL } from '@/data/hosting';
import { SECURITY_HEADERS } from '@/pageRewrites/contentSecurityPolicy';

/** The _headers file as [path, header lines] blocks. */
function rules(file: string): [string, string[]][] {
  return file
    .split('\n\n')
    .map((block) => block.split('\n').filter((line) => line && !line.startsWith('#')))
    .filter((lines) => lines.length > 0)
    .map(([path, ...headers]) => [path, headers.map((line) => line.trim())]);
}

describe('netlifyHeaders', () => {
  const topLevel = [
    '/_astro/',
    '/pagefind/',
    '/sw.js',
    '/about/',
    '/tutorials/',
    '/admin/',
    '/robots.txt',
    '/404.html',
  ];

  it('sends the security headers everywhere and each cache rule on its own paths', () => {
    expect(rules(netlifyHeaders('/', topLevel))).toEqual([
      ['/*', Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}`)],
      ['/_astro/*', [`Cache-Control: ${CACHE_CONTROL.hashedAssets}`]],
      ['/pagefind/*', [`Cache-Control: ${CACHE_CONTROL.searchIndex}`]],
      ['/sw.js', [`Cache-Control: ${CACHE_CONTROL.pages}`]],
      // Every other folder and file, pages or not (the content editor, robots.txt): hosts' defaults differ.
      ...[
        '/',
        '/404.html',
        '/about',
        '/about/*',
        '/admin',
        '/admin/*',
        '/robots.txt',
        '/tutorials',
        '/tutorials/*',
      ].map((path): [string, string[]] => [path, [`Cache-Control: ${CACHE_CONTROL.pages}`]]),
    ]);
  });

  it('puts every rule under the base path', () => {
    const paths = rules(netlifyHeaders('/creator-hub/', topLevel)).map(([path]) => path);
    expect(paths).toContain('/creator-hub/*');
    expect(paths).toContain('/creator-hub/_astro/*');
    expect(paths).toContain('/creator-hub/');
    expect(paths).toContain('/creator-hub/tutorials/*');
    expect(paths.every((path) => path.startsWith('/creator-hub/'))).toBe(true);
  });
});

describe('apacheHtaccess', () => {
  it('names the not-found page, rewrite base and asset folders of a sub-path build', () => {
    const file = apacheHtaccess('/creator-hub/');
    expect(file).toContain('ErrorDocument 404 /creator-hub/404.html');
    expect(file).toContain('RewriteBase /creator-hub/');
    expect(file).toContain(
      `<If "%{REQUEST_URI} =~ m#^/creator-hub/_astro/#">\n  Header always set Cache-Control "${CACHE_CONTROL.hashedAssets}"`,
    );
    expect(file).toContain(`<ElseIf "%{REQUEST_URI} =~ m#^/creator-hub/pagefind/#">`);
    // The site's own folder still gets its slash redirect; its pages do not.
    expect(file).toContain(`<If "%{REQUEST_URI} != '/creator-hub'">\n  DirectorySlash Off\n</If>`);
  });

  it('at the domain root, serves /404.html and every folder without a slash redirect', () => {
    const file = apacheHtaccess('/');
    expect(file).toContain('ErrorDocument 404 /404.html');
    expect(file).toMatch(/^DirectorySlash Off$/m);
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(file).toContain(`Header always set ${name} "${value}"`);
  });
});
