/**
 * What every host sends with the site: the security headers and cache lifetimes. The server configs in
 * deploy/ carry them as text (a server cannot import them); the hosting tests hold each server, and the
 * generated .htaccess and _headers, to these values.
 */

/**
 * Headers for every response besides the Content-Security-Policy, which
 * src/pageRewrites/contentSecurityPolicy.ts writes and puts first (SECURITY_HEADERS there).
 */
export const HARDENING_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
} as const;

/** Folders of the build (under the base path) with their own cache lifetime. */
export const HASHED_ASSETS_FOLDER = '/_astro/';
export const SEARCH_INDEX_FOLDER = '/pagefind/';

export const CACHE_CONTROL = {
  /** File names carry a content hash, so a name never changes content: keep for a year. */
  hashedAssets: 'public, max-age=31536000, immutable',
  /** Pagefind's index keeps its names across deploys: an hour, then revalidate. */
  searchIndex: 'public, max-age=3600',
  /** Pages, the service worker (sw.js) and everything else: always revalidate, so a deploy shows at once. */
  pages: 'no-cache',
} as const;

/** Content types hosts compress; images, WASM and Pagefind's index files are compressed already. */
export const COMPRESSED_TYPES = [
  'text/html',
  'text/css',
  'text/javascript',
  'application/javascript',
  'application/json',
  'image/svg+xml',
  'application/xml',
  'text/xml',
  'text/plain',
] as const;
