// The content editor in each build: its page, policy and configuration, and everything that keeps it
// apart from the public site (sitemap, search index, offline precache, page checks).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ROOT_BUILD, SUBPATH_BUILD, attribute } from './builtSite';
import { builtPages } from '../e2e/routes';
import { CONTENT_EDITOR_PATH } from '@/data/contentEditor';
import { contentEditorConfig } from '@/lib/contentEditorConfig';
import { EDITOR_CONFIG, EDITOR_SCRIPT, contentEditorPage, contentEditorPolicy } from '@/lib/contentEditorPage';
import { SITE } from '@/data/site';

describe.each([ROOT_BUILD, SUBPATH_BUILD])('the content editor in $dist', (site) => {
  const editor = `${site.base}${CONTENT_EDITOR_PATH.slice(1)}`;
  const file = (name: string) => site.fileFor(`${editor}${name}`);
  const text = (name: string) => readFileSync(file(name)!, 'utf8');

  it('is a page of its own with its own policy, kept out of search engines', () => {
    const html = text('');
    expect(html).toBe(contentEditorPage(site.base));
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${contentEditorPolicy()}">`);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    // Everything it loads is beside it or under the base, so it works in any folder.
    for (const [, url] of html.matchAll(/(?:src|href)="([^"]+)"/g)) {
      expect(url.startsWith(site.base) || !url.includes('/'), url).toBe(true);
      expect(site.fileFor(url.startsWith('/') ? url : `${editor}${url}`), url).not.toBeNull();
    }
  });

  it("loads the configuration made from the content schemas, for this build's base and site", () => {
    const config = JSON.parse(text(EDITOR_CONFIG)) as ReturnType<typeof contentEditorConfig>;
    const expected = contentEditorConfig({
      repo: 'any/repo',
      branch: 'main',
      authUrl: null,
      site: SITE.url,
      base: site.base,
    });
    expect(config.collections).toEqual(JSON.parse(JSON.stringify(expected.collections)));
    expect(config.public_folder).toBe(`${site.base}uploads`);
    expect(config.backend.name).toBe('github');
    expect('repo' in config.backend && config.backend.repo).toMatch(/^[\w.-]+\/[\w.-]+$/);
  });

  it('ships Sveltia CMS with no address of a CDN: fonts and translations beside it', () => {
    const bundle = text(EDITOR_SCRIPT);
    expect(bundle).not.toContain('cdn.jsdelivr.net');
    expect(bundle).not.toMatch(/`\$\{[\w$]+\}(@\$\{[\w$]+\})?\/(package\.json|locales)`/);
    for (const [, font] of bundle.matchAll(/url\((fonts\/[\w.-]+\.woff2)\)/g)) expect(file(font), font).not.toBeNull();
    expect(file('locales/en-US.json')).not.toBeNull();
  });

  it('is in no sitemap, search index, offline precache or list of site pages', () => {
    const sitemaps = site.files('.xml').map((name) => readFileSync(join(site.dist, name), 'utf8'));
    expect(sitemaps.filter((xml) => xml.includes('<urlset')).length).toBeGreaterThan(0);
    for (const xml of sitemaps) expect(xml).not.toContain(editor);

    // Each fragment is Pagefind's signature, then the page's record as JSON.
    const fragments = readdirSync(join(site.dist, 'pagefind/fragment')).map((name) => {
      const raw = gunzipSync(readFileSync(join(site.dist, 'pagefind/fragment', name))).toString();
      return JSON.parse(raw.slice(raw.indexOf('{'))) as { url: string };
    });
    expect(fragments.length).toBeGreaterThan(0);
    expect(fragments.filter(({ url }) => url.startsWith(editor))).toEqual([]);

    const precached = [...readFileSync(join(site.dist, 'sw.js'), 'utf8').matchAll(/url:`([^`]+)`/g)].map(
      ([, url]) => url,
    );
    expect(precached.length).toBeGreaterThan(0);
    expect(precached.filter((url) => url.startsWith(editor))).toEqual([]);

    expect(builtPages(site.dist).filter((route) => route.startsWith(CONTENT_EDITOR_PATH.slice(0, -1)))).toEqual([]);
    expect(site.pages().filter((page) => page.route.startsWith(CONTENT_EDITOR_PATH.slice(0, -1)))).toEqual([]);
  });

  it('is linked from no page of the site', () => {
    const linking = site
      .pages()
      .filter((page) => page.all('a[href]').some((link) => attribute(link, 'href')?.startsWith(editor)))
      .map((page) => page.route);
    expect(linking).toEqual([]);
  });
});
