// Reads a built page and lists what it loads before any interaction: module scripts, island
// components and renderers, and their static imports (dynamic imports load later, on demand).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, relative, sep } from 'node:path';
import { moduleClosure, staticImportUrls as staticImports } from '../../src/lib/modulePreloads.ts';

/** @param {string | Buffer} content */
export const gzipBytes = (content) => gzipSync(content, { level: 9 }).length;

/** Every HTML page in dist/ with its route ('/', '/tutorials/x', '/404'); redirect pages skipped. */
export function listPages(dist) {
  const pages = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== '_astro' && name !== 'pagefind') walk(path);
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

export function pageJavaScript(dist, html) {
  const { urls, inline } = entryScripts(html);
  const code = new Map();
  const read = (url) => {
    if (!code.has(url)) code.set(url, readFileSync(join(dist, url.split('?')[0]), 'utf8'));
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

export function pageHtmlAndCss(dist, html) {
  const css = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(([, href]) =>
    readFileSync(join(dist, href), 'utf8'),
  );
  return { html: gzipBytes(html), css: css.reduce((sum, code) => sum + gzipBytes(code), 0) };
}
