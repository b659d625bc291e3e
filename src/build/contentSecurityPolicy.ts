/**
 * The Content-Security-Policy of every page (emitted by Astro as a <meta> with hashes of its own
 * scripts and styles) and the header version for servers (deploy/nginx.conf mirrors it).
 * Scripts are strict: same-origin files and hashed inline scripts only.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { GOOGLE_TAG_CONNECT_SOURCES, GOOGLE_TAG_SCRIPT_URL } from '../data/googleTag';

/** Directives beyond script-src and style-src, which Astro writes with its hashes. */
const CSP_DIRECTIVES = [
  "default-src 'self'",
  // Tutorial, trend and sample images may come from any https host an author picks.
  "img-src 'self' https: data:",
  "connect-src 'self'",
  "font-src 'self'",
  // The offline service worker and the search worker are the site's own files.
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/** Script sources besides the hashes of the site's own inline scripts. */
const CSP_SCRIPT_RESOURCES = [
  "'self'",
  // Pagefind's search runs a WebAssembly module; this allows compiling it, not eval of JavaScript.
  "'wasm-unsafe-eval'",
];

/**
 * The directives and script sources for a build: with a Google Analytics measurement id, the Google
 * tag may load its script and send its hits; without one, nothing outside the site is allowed.
 */
export function cspForAnalytics(measurementId: string | null): { directives: string[]; scriptResources: string[] } {
  if (!measurementId) return { directives: CSP_DIRECTIVES, scriptResources: CSP_SCRIPT_RESOURCES };
  return {
    directives: CSP_DIRECTIVES.map((directive) =>
      directive.startsWith('connect-src ') ? `${directive} ${GOOGLE_TAG_CONNECT_SOURCES.join(' ')}` : directive,
    ),
    scriptResources: [...CSP_SCRIPT_RESOURCES, new URL(GOOGLE_TAG_SCRIPT_URL).origin],
  };
}

/**
 * sonner inserts its stylesheet as an inline <style> at runtime: allow exactly that text by hash,
 * read from the installed package so an upgrade cannot silently break the toasts.
 */
function sonnerStyleHash(): string {
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve('sonner').replace(/index\.js$/, 'index.mjs'), 'utf8');
  const literal = source.match(/__insertCSS\(("(?:[^"\\]|\\.)*")\)/)?.[1];
  if (!literal)
    throw new Error('CSP: could not find the stylesheet sonner injects; update src/build/contentSecurityPolicy.ts');
  const css = JSON.parse(literal) as string;
  return `sha256-${createHash('sha256').update(css).digest('base64')}`;
}

/**
 * Styles inserted after load, allowed on every page: sonner's stylesheet, and the empty <style> it
 * appends before filling it (the browser checks that element's empty text too: sha256 of '').
 */
export function runtimeStyleHashes(): string[] {
  return [sonnerStyleHash(), `sha256-${createHash('sha256').update('').digest('base64')}`];
}

export const CSP_STYLE_RESOURCES = [
  { resource: "'self'", kind: 'element' as const },
  // React islands render style attributes (progress bars, chart widths); attributes cannot run code.
  { resource: "'unsafe-inline'", kind: 'attribute' as const },
];
