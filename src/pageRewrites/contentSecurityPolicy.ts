/**
 * The site's Content-Security-Policy, owned here alone: the directives, Astro's `security.csp` settings
 * (Astro writes each page's policy as a <meta> with hashes of the site's inline code, which pageCsp.ts
 * then narrows to each page) and the header every host sends (written into .htaccess and _headers by
 * the build and into deploy/nginx.conf and deploy/Caddyfile by `npm run deploy-configs`). A new
 * directive is a change to this file. Scripts are strict: same-origin files and hashed inline scripts
 * only.
 */
import { GOOGLE_TAG_CONNECT_SOURCES, GOOGLE_TAG_IMAGE_SOURCES, GOOGLE_TAG_SCRIPT_URL } from '../data/googleTag.ts';
import type { RemoteCoverMode } from '../lib/remoteCovers.ts';
import { HARDENING_HEADERS } from '../data/hosting.ts';

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
