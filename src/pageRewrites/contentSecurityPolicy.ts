/**
 * The site's Content-Security-Policy, owned here alone: the directives, Astro's `security.csp` settings
 * (Astro writes each page's policy as a <meta> with hashes of the site's inline code), the one page
 * rewrite step that edits that <meta>, and the header every host sends (written into .htaccess and
 * _headers by the build and into deploy/nginx.conf and deploy/Caddyfile by `npm run deploy-configs`).
 * A new directive is a change to this file. Scripts are strict: same-origin files and hashed inline
 * scripts only.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { GOOGLE_TAG_CONNECT_SOURCES, GOOGLE_TAG_IMAGE_SOURCES, GOOGLE_TAG_SCRIPT_URL } from '../data/googleTag.ts';
import type { RemoteCoverMode } from '../lib/remoteCovers.ts';
import { HARDENING_HEADERS } from '../data/hosting.ts';
import type { PageRewrite } from './pageRewriter';

/** Directives beyond script-src and style-src, which Astro writes with its hashes. */
const CSP_DIRECTIVES = [
  "default-src 'self'",
  // Every picture a page shows is a file of the site: covers given as URLs are downloaded at build or
  // give way to the site's own pictures (src/lib/remoteCovers.ts). A data: picture asks no host either.
  "img-src 'self' data:",
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

const CSP_STYLE_RESOURCES = [
  { resource: "'self'", kind: 'element' as const },
  // React islands render style attributes (progress bars, chart widths); attributes cannot run code.
  { resource: "'unsafe-inline'", kind: 'attribute' as const },
];

/** What of a build's deploy settings the policy depends on. */
export interface CspDeploy {
  /** Google Analytics measurement id, or null. */
  measurementId: string | null;
  /** REMOTE_COVERS: only `link` has pages load pictures from other hosts. */
  remoteCovers: RemoteCoverMode;
}

/**
 * The directives and script sources for a build: with a Google Analytics measurement id, the Google
 * tag may load its script and send its hits (and the pixels Google lists for GA4); a build that links
 * covers from their host (REMOTE_COVERS=link) lets pages load pictures from any https host. Otherwise
 * nothing outside the site is allowed.
 */
export function cspForDeploy({ measurementId, remoteCovers }: CspDeploy): {
  directives: string[];
  scriptResources: string[];
} {
  const added: Readonly<Record<string, readonly string[]>> = {
    'connect-src': measurementId ? GOOGLE_TAG_CONNECT_SOURCES : [],
    'img-src': [...(remoteCovers === 'link' ? ['https:'] : []), ...(measurementId ? GOOGLE_TAG_IMAGE_SOURCES : [])],
  };
  return {
    directives: CSP_DIRECTIVES.map((directive) => {
      const sources = added[directive.split(' ')[0]] ?? [];
      return sources.length > 0 ? `${directive} ${sources.join(' ')}` : directive;
    }),
    scriptResources: measurementId
      ? [...CSP_SCRIPT_RESOURCES, new URL(GOOGLE_TAG_SCRIPT_URL).origin]
      : CSP_SCRIPT_RESOURCES,
  };
}

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/**
 * sonner inserts its stylesheet as an inline <style> at runtime: allow exactly that text by hash,
 * read from the installed package so an upgrade cannot silently break the toasts.
 */
function sonnerStyleHash(): string {
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve('sonner').replace(/index\.js$/, 'index.mjs'), 'utf8');
  const literal = source.match(/__insertCSS\(("(?:[^"\\]|\\.)*")\)/)?.[1];
  if (!literal)
    throw new Error(
      'CSP: could not find the stylesheet sonner injects; update src/pageRewrites/contentSecurityPolicy.ts',
    );
  return sha256(JSON.parse(literal) as string);
}

/**
 * Styles inserted after load, allowed on every page: sonner's stylesheet, and the empty <style> it
 * appends before filling it (the browser checks that element's empty text too: sha256 of ''). Read
 * once per build by the Astro config, which hands them to Astro and to the page rewrite workers.
 */
export function runtimeStyleHashes(): string[] {
  return [sonnerStyleHash(), sha256('')];
}

/** Astro's `security.csp` settings for a build. */
export function astroCspSettings(deploy: CspDeploy, runtimeHashes: readonly string[]) {
  const { directives, scriptResources } = cspForDeploy(deploy);
  return {
    directives,
    scriptDirective: { resources: scriptResources },
    styleDirective: {
      resources: CSP_STYLE_RESOURCES,
      hashes: runtimeHashes.map((hash) => ({ hash: hash as `sha256-${string}`, kind: 'element' as const })),
    },
  };
}

/**
 * Directives the header adds to every response. A policy in a <meta> cannot say who may frame the page
 * (frame-ancestors); the others hold for every page and govern no script or style, so the header and
 * each page's <meta> (both enforced) never disagree, and a response without a <meta> is covered too.
 */
const HEADER_ONLY_DIRECTIVES = ["frame-ancestors 'none'"];
const HEADER_SHARED_DIRECTIVES = ['object-src', 'base-uri', 'form-action'];

/** The Content-Security-Policy header every host sends. */
export const CSP_HEADER = [
  ...HEADER_ONLY_DIRECTIVES,
  ...CSP_DIRECTIVES.filter((directive) => HEADER_SHARED_DIRECTIVES.includes(directive.split(' ')[0])),
].join('; ');

/** The headers every host sends with every response: the policy, then the other hardening headers. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CSP_HEADER,
  ...HARDENING_HEADERS,
};

// ---- The page rewrite step: the only edit of a page's policy after Astro writes it.

const POLICY_META = /<meta http-equiv="content-security-policy" content="[^"]*">/;
const POLICY_CONTENT = /(<meta http-equiv="content-security-policy" content=")([^"]*)"/;

type InlineKind = 'script' | 'style';

/** The directives that allow inline elements of each kind (older browsers read only script-src and style-src). */
const DIRECTIVE_KINDS: Readonly<Record<string, InlineKind>> = {
  'script-src': 'script',
  'script-src-elem': 'script',
  'style-src': 'style',
  'style-src-elem': 'style',
};

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
function inlineSources(html: string, hash: (code: string) => string): { kind: InlineKind; source: string }[] {
  return inlineElements(html).map(({ tag, code }) => ({ kind: tag, source: hash(code) }));
}

/**
 * The page with its CSP meta's policy text passed through `edit`. A page without one stops the build,
 * naming `page`: its inline code (the critical CSS above all) would be refused by the browser.
 */
function withPolicy(html: string, edit: (policy: string) => string, page = 'a page'): string {
  if (!POLICY_CONTENT.test(html))
    throw new Error(
      `${page} has no Content-Security-Policy <meta> to allow its inline code in (Astro's security.csp writes one on every page)`,
    );
  return html.replace(POLICY_CONTENT, (_, start: string, policy: string) => `${start}${edit(policy)}"`);
}

/** `policy` without the 'sha256-…' sources that are not in `allowed`. */
function narrowed(policy: string, allowed: ReadonlySet<string>): string {
  return policy.replace(/ ?'(sha256-[A-Za-z0-9+/=]+)'/g, (source, value: string) => (allowed.has(value) ? source : ''));
}

/**
 * `policy` with each inline source it does not list yet added: a style to style-src and style-src-elem
 * (older browsers read only style-src), a script to script-src and script-src-elem, where it has them.
 */
function extended(policy: string, inline: readonly { kind: InlineKind; source: string }[]): string {
  const directives = policy.split(';');
  const kindOf = (directive: string) => DIRECTIVE_KINDS[directive.trim().split(/\s+/)[0]];
  const listed = (kind: InlineKind, source: string) =>
    directives.some((directive) => kindOf(directive) === kind && directive.includes(source));
  const added: Record<InlineKind, string[]> = { script: [], style: [] };
  for (const { kind, source } of inline) {
    const quoted = `'${source}'`;
    if (!listed(kind, quoted) && !added[kind].includes(quoted)) added[kind].push(quoted);
  }
  return directives
    .map((directive) => {
      const kind = kindOf(directive);
      return kind && added[kind].length > 0 ? `${directive.trimEnd()} ${added[kind].join(' ')}` : directive;
    })
    .join(';');
}

/**
 * The page with every 'sha256-…' source of its CSP meta removed unless it is the hash of one of the
 * page's inline scripts or styles (`hash` gives a text's 'sha256-…') or is listed in `keep`.
 */
export function withOwnHashesOnly(html: string, hash: (code: string) => string, keep: readonly string[] = []): string {
  const allowed = new Set([...inlineSources(html, hash).map(({ source }) => source), ...keep]);
  return withPolicy(html, (policy) => narrowed(policy, allowed));
}

/**
 * The page with the hash of each inline script and style its policy does not list yet added to it:
 * code a rewrite step inserted after Astro hashed the page (the critical CSS).
 */
export function withInsertedCodeAllowed(html: string, hash: (code: string) => string): string {
  const inline = inlineSources(html, hash);
  return withPolicy(html, (policy) => extended(policy, inline));
}

/**
 * The page with its CSP meta moved to the start of the head, right after the charset. A policy in a
 * meta element governs only what the parser meets after it, and Astro writes it after the head's
 * first inline script (the theme script, which must run before anything draws).
 */
export function withPolicyFirst(html: string): string {
  const meta = html.match(POLICY_META)?.[0];
  if (!meta) return html;
  const rest = html.replace(meta, '');
  const charset = rest.match(/<meta charset="[^"]*">/);
  if (!charset) return rest.replace(/<head>/, `<head>${meta}`);
  const at = charset.index! + charset[0].length;
  return `${rest.slice(0, at)}${meta}${rest.slice(at)}`;
}

/**
 * The last page rewrite step. Astro lists the hash of every inline script and style of the whole site
 * in every page; each hash is about 50 bytes no compression can shrink, a few hundred bytes of a page's
 * first round trip. So each page keeps only the hashes of its own inline code and of code inserted at
 * run time (`runtimeHashes`), gains those of code the earlier steps inserted, and has its policy moved
 * ahead of every script so it governs them all.
 */
export function pageCsp(runtimeHashes: readonly string[]): PageRewrite {
  return {
    name: 'CSP narrowed to each page',
    rewrite: (html, page) => {
      // The page is read and its inline code hashed once for both edits.
      const inline = inlineSources(html, sha256);
      const allowed = new Set([...inline.map(({ source }) => source), ...runtimeHashes]);
      return withPolicyFirst(withPolicy(html, (policy) => extended(narrowed(policy, allowed), inline), page));
    },
  };
}
