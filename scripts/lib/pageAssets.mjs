// Reads a built page and lists what it loads before any interaction: module scripts, island
// components and renderers, and their static imports (dynamic imports load later, on demand).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, relative, sep } from 'node:path';
import { moduleClosure, staticImportUrls as staticImports, stylesheetLinks } from '../../src/lib/pageLoads.ts';
import { FOLDERS_WITHOUT_SITE_PAGES } from '../../src/data/outputFolders.ts';

/** @param {string | Buffer} content */
export const gzipBytes = (content) => gzipSync(content, { level: 9 }).length;

/**
 * The file in dist/ a root-relative URL of the built site names: the base path the site is built for
 * ('/hub/') is not a folder of dist/, and a query is not part of the file's name.
 * @param {string} dist @param {string} url @param {string} [base]
 */
function siteFile(dist, url, base = '/') {
  const prefix = base.replace(/\/+$/, '');
  const path = url.split(/[?#]/)[0];
  return join(dist, prefix && path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path);
}

/** Every HTML page in dist/ with its route ('/', '/tutorials/x', '/404'); redirect pages skipped. */
export function listPages(dist) {
  const pages = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (!FOLDERS_WITHOUT_SITE_PAGES.includes(name)) walk(path);
        continue;
      }
      if (!name.endsWith('.html')) continue;
      const html = readFileSync(path, 'utf8');
      if (html.includes('http-equiv="refresh"')) continue;
      const route = `/${relative(dist, path).split(sep).join('/')}`
        .replace(/(\/)?index\.html$/, '')
        .replace(/\.html$/, '');
      pages.push({ route: route || '/', file: path, html });
    }
  };
  walk(dist);
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

/** Root-relative URLs of the JS a page loads up front, and its inline module code. */
function entryScripts(html) {
  const urls = new Set();
  const inline = [];
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = attrs.match(/\bsrc="([^"]+)"/)?.[1];
    if (src) urls.add(src);
    else if (/type="module"/.test(attrs)) inline.push(body);
  }
  for (const [, url] of html.matchAll(/\b(?:component-url|renderer-url)="([^"]+)"/g)) urls.add(url);
  for (const [, url] of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(url);
  return { urls: [...urls], inline };
}

/**
 * Code that is part of React: react-dom's production build links its error codes to react.dev and
 * looks for the devtools hook; React's element symbol is in every React build, JSX runtime included.
 * @param {string} code
 */
export const isReactCode = (code) =>
  code.includes('react.dev/errors') ||
  code.includes('__REACT_DEVTOOLS_GLOBAL_HOOK__') ||
  code.includes('react.transitional.element') ||
  code.includes('react.element');

/** The JavaScript a page loads before any interaction (gzip bytes), and whether React is part of it. */
export function pageJavaScript(dist, html, base = '/') {
  const { urls, inline } = entryScripts(html);
  const code = new Map();
  const read = (url) => {
    if (!code.has(url)) code.set(url, readFileSync(siteFile(dist, url, base), 'utf8'));
    return code.get(url);
  };
  const entries = [...urls, ...inline.flatMap((source) => staticImports(source, '/'))];
  const seen = new Map(moduleClosure(entries, read).map((url) => [url, read(url)]));
  const files = [...seen.entries()].map(([url, code]) => ({ url, gzip: gzipBytes(code), react: isReactCode(code) }));
  const inlineGzip = inline.reduce((sum, code) => sum + gzipBytes(code), 0);
  return {
    files,
    gzip: files.reduce((sum, file) => sum + file.gzip, 0) + inlineGzip,
    loadsReact: files.some((file) => file.react),
  };
}

/** The stylesheets a page links (root-relative URLs), with their gzip size. */
function linkedStylesheets(dist, html, base) {
  return stylesheetLinks(html).map(({ href }) => ({
    href,
    gzip: gzipBytes(readFileSync(siteFile(dist, href, base))),
  }));
}

export function pageHtmlAndCss(dist, html, base = '/') {
  return {
    html: gzipBytes(html),
    css: linkedStylesheets(dist, html, base).reduce((sum, sheet) => sum + sheet.gzip, 0),
  };
}

/** Markup that draws nothing: scripts, links, noscript fallbacks, comments and closing tags. */
const DRAWS_NOTHING =
  /<script\b[\s\S]*?<\/script>|<noscript>[\s\S]*?<\/noscript>|<link\b[^>]*>|<!--[\s\S]*?-->|<\/(body|html)>|\s+/g;

/**
 * The stylesheets and scripts that hold back a page's first paint, as a browser treats them: in the
 * head, a stylesheet (unless only for print) and a classic script without async or defer; in the body,
 * the same only when the page has content after them (a stylesheet at the very end delays nothing
 * drawn before it). Module scripts, async and deferred scripts never block.
 */
export function renderBlockingResources(html) {
  const headEnd = html.indexOf('</head>');
  const blocking = [];
  for (const match of html.matchAll(/<(link|script)\b([^>]*)>/g)) {
    const [tag, name, attrs] = match;
    const url = attrs.match(/\b(?:href|src)="([^"]+)"/)?.[1];
    if (!url) continue;
    const stylesheet = name === 'link' && /\brel="stylesheet"/.test(attrs) && !/\bmedia="print"/.test(attrs);
    const classicScript = name === 'script' && !/\b(async|defer)\b|type="module"/.test(attrs);
    if (!stylesheet && !classicScript) continue;
    const inHead = match.index < headEnd;
    const after = html.slice(match.index + tag.length).replace(DRAWS_NOTHING, '');
    if (inHead || after.length > 0) blocking.push({ url, kind: stylesheet ? 'stylesheet' : 'script' });
  }
  return blocking;
}

/**
 * What a first visit must receive before the page can paint at all: its whole HTML and every resource
 * that blocks rendering (gzip bytes), as the benchmark compares it between sites; the budget counts
 * only the first screen (scripts/lib/firstScreen.mjs).
 */
export function firstFlight(dist, html, base = '/') {
  // A resource on another origin is not in dist: its bytes are unknown here (and its connection costs more).
  const blocking = renderBlockingResources(html).map((resource) => ({
    ...resource,
    gzip: /^(https?:)?\/\//.test(resource.url) ? 0 : gzipBytes(readFileSync(siteFile(dist, resource.url, base))),
  }));
  const htmlGzip = gzipBytes(html);
  return { html: htmlGzip, blocking, bytes: htmlGzip + blocking.reduce((sum, resource) => sum + resource.gzip, 0) };
}
