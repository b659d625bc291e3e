/**
 * The inline code a page's Content-Security-Policy must allow, as policy sources ('sha256-…'): each
 * inline script and style element of the page, and the styles inserted on every page at run time.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** A text as a policy source: 'sha256-' and the base64 of its SHA-256, as the browser computes it. */
export const sha256Source = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

export type InlineKind = 'script' | 'style';

/** An inline element's hash, and the kind of directive that allows it. */
export interface InlineSource {
  kind: InlineKind;
  source: string;
}

/**
 * A script element the browser runs: no type, a JavaScript type or a module. Anything else (JSON-LD)
 * is a data block, which no policy governs: Astro lists its hash anyway, about 50 bytes for nothing.
 */
const RUNS = /^(|module|(text|application)\/(javascript|ecmascript))$/i;

/** Each inline script the browser runs and each inline style element of the page, in order. */
export function inlineElements(html: string): { tag: InlineKind; code: string }[] {
  return [...html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g)]
    .filter(([, , attrs]) => !/\bsrc=/.test(attrs))
    .filter(([, tag, attrs]) => tag === 'style' || RUNS.test(attrs.match(/\btype="([^"]*)"/)?.[1] ?? ''))
    .map(([, tag, , code]) => ({ tag: tag as InlineKind, code }));
}

/** The page's inline scripts and styles as policy sources (`hash` gives a text's 'sha256-…'), each hashed once. */
export function inlineSources(html: string, hash: (code: string) => string): InlineSource[] {
  return inlineElements(html).map(({ tag, code }) => ({ kind: tag, source: hash(code) }));
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
    throw new Error('CSP: could not find the stylesheet sonner injects; update src/pageRewrites/inlineCodeHashes.ts');
  return sha256Source(JSON.parse(literal) as string);
}

/**
 * Styles inserted after load, allowed on every page: sonner's stylesheet, and the empty <style> it
 * appends before filling it (the browser checks that element's empty text too: sha256 of ''). Read
 * once per build by the Astro config, which hands them to Astro and to the page rewrite workers.
 */
export function runtimeStyleHashes(): string[] {
  return [sonnerStyleHash(), sha256Source('')];
}
