/**
 * The offline mode: what the service worker keeps, how long it waits for the network, and the pages the
 * offline page offers (its words are in the offline dictionary slice). Paths are root-relative and in
 * the default language; code puts them in each language ('/es/offline') and under the base path.
 */
import { FALLBACK_AVATAR, FALLBACK_IMAGE } from './images';

/** The page the worker answers with for a page that is neither online nor kept (each language has its own). */
export const OFFLINE_PAGE_PATH = '/offline';

/**
 * Pages kept from the first visit on (with every script and stylesheet they load), in each language they
 * are built in: the tools work offline.
 */
export const PRECACHED_PAGES = ['/', '/calculator', '/tools/hashtag-generator', OFFLINE_PAGE_PATH] as const;

/**
 * Files besides pages that the first visit keeps: the installed app's icons and its manifest, and the
 * pictures a picture that fails swaps in (src/data/images.ts), so that offline a picture the cache lacks
 * still shows one (under a kilobyte each).
 */
export const PRECACHED_FILES = [
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-512.png',
  FALLBACK_IMAGE,
  FALLBACK_AVATAR,
] as const;

/** What the build gives the worker (src/integrations/serviceWorker.ts writes it into sw.js). */
export interface ServiceWorkerBuild {
  /** The site's base path: '/' or '/creator-hub/'. */
  base: string;
  /** Files kept at install, with a revision for files whose name does not change with their content. */
  precache: { url: string; revision: string | null }[];
}

/** A stalled network: after this long a page comes from the cache when it has one. */
export const PAGE_NETWORK_TIMEOUT_S = 3;

/**
 * Every cache the worker fills starts with this prefix; the version changes when what a cache holds
 * changes shape, and a new worker deletes every cache of the prefix it does not use.
 */
export const CACHE_PREFIX = 'creator-hub';
const CACHE_VERSION = 'v1';

export const CACHE_NAMES = {
  pages: `${CACHE_PREFIX}-pages-${CACHE_VERSION}`,
  assets: `${CACHE_PREFIX}-assets-${CACHE_VERSION}`,
  images: `${CACHE_PREFIX}-images-${CACHE_VERSION}`,
  search: `${CACHE_PREFIX}-search-${CACHE_VERSION}`,
} as const;

/** Caps on entries, oldest used dropped first: a phone's storage is small and shared. */
export const CACHE_MAX_ENTRIES = { pages: 200, assets: 200, images: 60, search: 150 } as const;

/** Hashed assets and images are kept at most this long without use. */
export const CACHE_MAX_AGE_S = { assets: 60 * 60 * 24 * 365, images: 60 * 60 * 24 * 30 } as const;

/** The pages every visit keeps (PRECACHED_PAGES but the offline page itself), as the offline page lists them. */
export const ALWAYS_AVAILABLE_OFFLINE = [
  { label: 'home', path: '/', icon: 'compass' },
  { label: 'calculator', path: '/calculator', icon: 'calculator' },
  { label: 'hashtagGenerator', path: '/tools/hashtag-generator', icon: 'hash' },
] as const;
