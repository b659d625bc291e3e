// The dist check: a built site (dist/ or dist-base/) read in Node the way a static host serves it, each
// page parsed once (htmlparser2, queried with css-select, the parsers the build already uses), so facts
// about the built HTML, files and links are checked without opening a browser per page.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { selectAll, selectOne } from 'css-select';
import { DomUtils, ElementType, parseDocument } from 'htmlparser2';
import { normaliseBase } from '@/lib/sitePaths';
import { FOLDERS_WITHOUT_SITE_PAGES } from '@/data/outputFolders';

type ParsedDocument = ReturnType<typeof parseDocument>;
type PageNode = ParsedDocument['children'][number];
/** An element of a parsed page (htmlparser2's DOM). */
export type PageElement = Extract<PageNode, { attribs: Record<string, string> }>;

/** One built HTML file, parsed on first use. */
export interface BuiltPage {
  /** The site path without the base ('/', '/tutorials/x', '/404'). */
  route: string;
  file: string;
  html: string;
  /** Every element matching a CSS selector, in document order. */
  all(selector: string): PageElement[];
  /** The first element matching a CSS selector, or null. */
  one(selector: string): PageElement | null;
}

/** An element's text, as the page's reader gets it (markup removed, whitespace collapsed). */
export const textOf = (element: PageElement): string => DomUtils.textContent(element).replace(/\s+/g, ' ').trim();

export const attribute = (element: PageElement | null, name: string): string | undefined =>
  element ? DomUtils.getAttributeValue(element, name) : undefined;

/** Elements whose text a browser never shows. */
const UNSHOWN = new Set(['script', 'style', 'template']);

/** The text a browser shows of an element with scripts off: no script, style or template text, nothing `hidden`. */
export function shownText(element: PageElement): string {
  return element.children
    .map((child: PageNode) => {
      if (child.type === ElementType.Text) return child.data;
      if (!('attribs' in child) || UNSHOWN.has(child.name) || 'hidden' in child.attribs) return '';
      return shownText(child);
    })
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function builtPage(route: string, file: string): BuiltPage {
  return pageFromHtml(route, file, readFileSync(file, 'utf8'));
}

/** A page from its HTML text, parsed on first use (a check's own test feeds it pages it writes). */
export function pageFromHtml(route: string, file: string, html: string): BuiltPage {
  let document: ParsedDocument | undefined;
  const parsed = () => (document ??= parseDocument(html));
  return {
    route,
    file,
    html,
    all: (selector) => selectAll<ParsedDocument | PageElement, PageElement>(selector, parsed()),
    one: (selector) => selectOne<ParsedDocument | PageElement, PageElement>(selector, parsed()),
  };
}

/** A redirect page (a short tutorial address for hosts without rules) forwards the browser at once. */
const isRedirectPage = (html: string) => html.includes('http-equiv="refresh"');

export interface BuiltSite {
  dist: string;
  /** The folder the site is served from: '/' or '/creator-hub/'. */
  base: string;
  /** The file a static host serves for a URL path (with the base, any query or fragment), or null for its 404. */
  fileFor(urlPath: string): string | null;
  /** The page a static host serves for a URL path: the path's own page, or the not-found page. */
  page(urlPath: string): { status: 200 | 404; page: BuiltPage };
  /** Every HTML page (index.html files and 404.html), redirect pages included only when asked for. */
  pages(options?: { redirects?: boolean }): BuiltPage[];
  /** Every file of the build with the given extension ('.xml'), as paths relative to the build folder. */
  files(extension: string): string[];
}

/** A build folder served under `base`; pages are parsed once and shared by every check that reads them. */
export function builtSite(dist: string, base = '/'): BuiltSite {
  const folder = normaliseBase(base);
  const cache = new Map<string, BuiltPage>();
  const load = (route: string, file: string) => {
    if (!cache.has(file)) cache.set(file, builtPage(route, file));
    return cache.get(file)!;
  };
  const routeOf = (file: string) => {
    const path = `/${relative(dist, file).split(sep).join('/')}`
      .replace(/(\/)?index\.html$/, '')
      .replace(/\.html$/, '');
    return path || '/';
  };

  const fileFor = (urlPath: string): string | null => {
    const pathname = decodeURIComponent(urlPath.split(/[?#]/)[0]);
    if (!`${pathname}/`.startsWith(folder)) return null;
    const inside = join(dist, pathname.slice(folder.length - 1));
    for (const candidate of [inside, join(inside, 'index.html'), `${inside}.html`]) {
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    }
    return null;
  };

  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return FOLDERS_WITHOUT_SITE_PAGES.includes(name) ? [] : walk(path);
      return [path];
    });

  return {
    dist,
    base: folder,
    fileFor,
    page(urlPath) {
      const file = fileFor(urlPath);
      if (file?.endsWith('.html')) return { status: 200, page: load(routeOf(file), file) };
      return { status: 404, page: load('/404', join(dist, '404.html')) };
    },
    pages({ redirects = false } = {}) {
      return walk(dist)
        .filter((file) => file.endsWith('.html'))
        .map((file) => load(routeOf(file), file))
        .filter((page) => redirects || !isRedirectPage(page.html))
        .sort((a, b) => a.route.localeCompare(b.route));
    },
    files: (extension) =>
      walk(dist)
        .filter((file) => file.endsWith(extension))
        .map((file) => relative(dist, file)),
  };
}

/** The two builds `npm test` makes: at the domain root, and under /creator-hub/ with a measurement id. */
export const ROOT_BUILD = builtSite('dist', '/');
export const SUBPATH_BUILD = builtSite('dist-base', '/creator-hub/');
