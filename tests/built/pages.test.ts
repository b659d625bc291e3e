// Every route of the built site answers with a page of the shared layout; pages are findable (title,
// description, canonical and social tags, sitemap, robots.txt); no internal link is broken; every
// page carries a strict Content-Security-Policy ahead of its scripts and allows its inline CSS by hash;
// the header marks each page's own section, in both builds. Read from dist/ as a host serves it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT_BUILD as site, SUBPATH_BUILD, attribute, shownText, textOf } from './builtSite';
import { SPEC_ROUTES } from '../e2e/routes';
import { OFFLINE_PAGE_PATH } from '@/data/offline';
import { localizedPath, splitLanguagePath } from '@/lib/languagePrefix';
import { LANGUAGE_CODES } from '@/data/languages';
import { withBase } from '@/lib/sitePaths';

/** Routes that show another page's content and name that page as canonical. */
const ALIASES: Record<string, string> = Object.fromEntries(
  LANGUAGE_CODES.flatMap((language) => [
    [localizedPath('/coming-soon', language), localizedPath('/coming-soon/pro-subscription', language)],
    [localizedPath('/products', language), localizedPath('/coming-soon/viral-products-reports', language)],
  ]),
);

/** Landmarks a header or footer loses when it sits inside sectioning content. */
const SECTIONING = 'article, aside, main, nav, section';

describe('every route', () => {
  it.each(SPEC_ROUTES)('%s answers 200 with the shared header and footer and one h1', (route) => {
    const { status, page } = site.page(route);
    expect(status).toBe(200);
    // <header> and <footer> are the banner and contentinfo landmarks only outside sectioning content.
    const landmarks = (tag: string) =>
      page.all(tag).filter((element) => !page.all(`:is(${SECTIONING}) ${tag}`).includes(element));
    expect(landmarks('header'), 'banner').toHaveLength(1);
    expect(landmarks('footer'), 'contentinfo').toHaveLength(1);
    expect(page.all('h1')).toHaveLength(1);
  });

  it.each(SPEC_ROUTES)('%s shows its content without JavaScript, with the banner linking home', (route) => {
    const { page } = site.page(route);
    const main = page.one('main');
    expect(main && page.one('main h1'), 'a heading in main').toBeTruthy();
    expect(shownText(main!).length).toBeGreaterThan(40);
    expect(attribute(page.one('header a[href]'), 'href')).toBe('/');
  });

  it('an unknown path gets the not-found page', () => {
    const { status, page } = site.page('/this/does/not/exist');
    expect(status).toBe(404);
    expect(page.html).toContain('Return Home');
  });
});

describe('findable pages', () => {
  /** The offline page is what the service worker shows in place of another page: not one to find. */
  const findable = site.pages().filter((page) => {
    const { path } = splitLanguagePath(page.route);
    return path !== OFFLINE_PAGE_PATH && path !== '/404';
  });

  // Unique within a language: two languages may share a word ('Buscar' in Spanish and Portuguese).
  it('every built page has a title and description unique in its language, a canonical URL and social tags', () => {
    expect(findable.length).toBeGreaterThan(30);
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const page of findable) {
      const { route } = page;
      const { language } = splitLanguagePath(route);
      const title = `${language}: ${textOf(page.one('head > title')!)}`;
      const description = attribute(page.one('meta[name="description"]'), 'content');
      const canonical = attribute(page.one('link[rel="canonical"]'), 'href');
      expect(title, `${route} title`).toBeTruthy();
      expect(description, `${route} description`).toBeTruthy();
      expect(canonical, `${route} canonical`).toBeTruthy();
      expect(new URL(canonical!).pathname.replace(/(.)\/$/, '$1'), `${route} canonical`).toBe(ALIASES[route] ?? route);
      if (!ALIASES[route]) {
        expect(titles.get(title), `${route} repeats the title of ${titles.get(title)}`).toBeUndefined();
        expect(
          descriptions.get(`${language}: ${description}`),
          `${route} repeats the description of ${descriptions.get(`${language}: ${description}`)}`,
        ).toBeUndefined();
        titles.set(title, route);
        descriptions.set(`${language}: ${description}`, route);
      }
      for (const tag of ['og:title', 'og:description', 'og:url', 'og:image'])
        expect(page.one(`meta[property="${tag}"]`), `${route} ${tag}`).not.toBeNull();
      const image = new URL(attribute(page.one('meta[property="og:image"]'), 'content')!);
      // Our own social card must exist; content images are the authors' external URLs.
      if (image.origin === new URL(canonical!).origin)
        expect(site.fileFor(image.pathname), `${route} og:image`).not.toBeNull();
      // X's card takes title, description and image from the og: tags checked above.
      expect(attribute(page.one('meta[name="twitter:card"]'), 'content'), `${route} twitter:card`).toBe(
        'summary_large_image',
      );
    }
  });

  it('the 404 and offline pages are noindex and left out of the sitemap; robots.txt points at the sitemap', () => {
    for (const path of ['/404', OFFLINE_PAGE_PATH]) {
      const { page } = site.page(path === '/404' ? '/404.html' : path);
      expect(attribute(page.one('meta[name="robots"]'), 'content'), path).toBe('noindex');
    }
    const sitemap = readFileSync('dist/sitemap-0.xml', 'utf8');
    expect(sitemap).not.toContain('404');
    expect(sitemap).not.toContain(OFFLINE_PAGE_PATH);
    expect(sitemap).toContain('/tutorials/hashtag-strategy');
    expect(readFileSync('dist/robots.txt', 'utf8')).toMatch(/Sitemap: https?:\/\/.+\/sitemap-index\.xml/);
  });

  it('no internal link on any built page is broken', () => {
    const targets = new Map<string, string>();
    for (const page of site.pages()) {
      for (const link of page.all('a[href]')) {
        const href = attribute(link, 'href')!;
        if (href.startsWith('/') && !href.startsWith('//')) targets.set(href.split('#')[0], page.route);
      }
    }
    expect(targets.size).toBeGreaterThan(20);
    const broken = [...targets]
      .filter(([target]) => site.fileFor(target) === null)
      .map(([target, route]) => `${target} (from ${route})`);
    expect(broken).toEqual([]);
  });
});

describe('Content-Security-Policy', () => {
  it('every page carries one whose script-src allows no inline code, ahead of every script', () => {
    for (const page of site.pages()) {
      const meta = page.one('meta[http-equiv="content-security-policy"]');
      const policy = attribute(meta, 'content');
      expect(policy, page.route).toBeTruthy();
      const scriptSrc = policy!.split(';').find((directive) => directive.trim().startsWith('script-src '))!;
      expect(scriptSrc, page.route).not.toContain("'unsafe-inline'");
      expect(scriptSrc, page.route).not.toContain("'unsafe-eval'");
      expect(policy, page.route).toContain("object-src 'none'");
      // A meta policy governs only what comes after it: it must precede every script.
      const firstScript = page.html.indexOf('<script');
      if (firstScript >= 0)
        expect(page.html.indexOf('<meta http-equiv="content-security-policy"'), page.route).toBeLessThan(firstScript);
    }
  });

  it('every page paints from its inline CSS, which style-src-elem allows by its hash, not by unsafe-inline', () => {
    for (const page of site.pages()) {
      // The hash is of the style's text exactly as written in the HTML, so it is read from there.
      const css = /<style>([\s\S]*?)<\/style>/.exec(page.html)?.[1];
      expect(css, `${page.route}: inline CSS`).toBeTruthy();
      const policy = attribute(page.one('meta[http-equiv="content-security-policy"]'), 'content')!;
      const styleElements = policy.split(';').find((directive) => directive.trim().startsWith('style-src-elem '));
      expect(styleElements, page.route).toContain(`'sha256-${createHash('sha256').update(css!).digest('base64')}'`);
      expect(styleElements, page.route).not.toContain("'unsafe-inline'");
    }
  });
});

describe('the search page', () => {
  it("carries in its first-paint CSS the rule that shows its loading state when its head's script found a query", () => {
    for (const build of [site, SUBPATH_BUILD]) {
      const { page, status } = build.page(withBase('/search', build.base));
      expect(status).toBe(200);
      const css = /<style>([\s\S]*?)<\/style>/.exec(page.html)?.[1] ?? '';
      expect(css).toMatch(/\[data-early-search\][^{]*\{[^}]*display:\s*flex/);
      // The head's script comes before the page's body, so it runs before the first paint.
      const script = page.html.indexOf('__earlySiteSearch');
      expect(script).toBeGreaterThan(0);
      expect(script).toBeLessThan(page.html.indexOf('<body'));
    }
  });
});

describe('the header', () => {
  // BaseLayout renders the header once per set of current links (RenderOnce); a key that missed
  // something would show one section's marks on another's pages.
  const CURRENT_LINKS: Record<string, string[]> = {
    '/': ['/'],
    '/tools/hashtag-generator': ['/tools', '/tools/hashtag-generator'],
    '/tools': ['/tools'],
    '/calculator': ['/calculator'],
    '/tutorials': ['/tutorials'],
    '/tutorials/tiktok-algorithm-explained': ['/tutorials'],
    '/tutorials/hashtag-strategy': ['/tutorials'],
    '/trends/duet-challenges': ['/trends'],
    '/pricing': [],
    '/search?q=growth': [],
  };
  it.each([site, SUBPATH_BUILD])(
    'of each page marks its own section, in $dist: the header rendered once per section is never reused across sections',
    (build) => {
      for (const [path, hrefs] of Object.entries(CURRENT_LINKS)) {
        const { status, page } = build.page(withBase(path, build.base));
        expect(status, path).toBe(200);
        const current = page.all('header [aria-current="page"]').map((link) => attribute(link, 'href'));
        expect([...new Set(current)].sort(), path).toEqual(hrefs.map((href) => withBase(href, build.base)));
      }
    },
  );
});
