/**
 * The offline service worker (Workbox), bundled and written to the build's sw.js after each build:
 * pages network-first with a short timeout, hashed assets cache-first, images stale-while-revalidate,
 * Pagefind's index network-first. The install keeps the home page, the tools, the offline page (each in
 * every language it is built in) and everything they load, so the tools work offline after one visit; other pages are kept as they are read.
 * The content editor at /admin/ is left to the network: it is no page of the site to keep.
 */
import { clientsClaim, cacheNames, setCacheNameDetails } from 'workbox-core';
import { addRoute, cleanupOutdatedCaches, matchPrecache, precache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import {
  CACHE_MAX_AGE_S,
  CACHE_MAX_ENTRIES,
  CACHE_PREFIX,
  PAGE_NETWORK_TIMEOUT_S,
  type ServiceWorkerBuild,
} from '@/data/offline';
import {
  failAsUnavailable,
  offlinePagePath,
  pageCacheKey,
  scopedCacheName,
  staleCacheNames,
  type CacheKind,
} from '@/lib/offlineCaches';
import { withBase } from '@/lib/sitePaths';
import { LISTING_INDEX_FOLDER } from '@/data/listings';
import { CONTENT_EDITOR_PATH } from '@/data/contentEditor';
import { workerScope } from './serviceWorkerScope';

declare const SERVICE_WORKER_BUILD: ServiceWorkerBuild;
const { base, precache: precacheEntries } = SERVICE_WORKER_BUILD;

const scope = workerScope.registration.scope;
const cacheName = (kind: CacheKind) => scopedCacheName(kind, scope);
const sameOrigin = (url: URL) => url.origin === location.origin;
const under = (url: URL, folder: string) => sameOrigin(url) && url.pathname.startsWith(withBase(folder, base));

setCacheNameDetails({ prefix: CACHE_PREFIX });
// A new deploy's worker takes over at once: pages are network-first, so nothing it serves is older
// than what the one before it would have served.
workerScope.addEventListener('install', () => void workerScope.skipWaiting());
clientsClaim();
cleanupOutdatedCaches();
precache(precacheEntries);

workerScope.addEventListener('activate', (event) => {
  const current = [cacheNames.precache, ...(['pages', 'assets', 'images', 'search'] as const).map(cacheName)];
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(staleCacheNames(names, scope, current).map((name) => caches.delete(name)))),
  );
});

// Pages: the network first, so a deploy shows on the next navigation; the kept copy when the network
// fails or stalls for PAGE_NETWORK_TIMEOUT_S; else the install's copy of a tool page; else the offline page
// in the language of the address (/es/... gets the Spanish one).
const offlinePageKey = (url: URL) => pageCacheKey(new URL(offlinePagePath(url.pathname, base), location.origin));
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && sameOrigin(url) && url.pathname.startsWith(base) && !under(url, CONTENT_EDITOR_PATH),
  new NetworkFirst({
    cacheName: cacheName('pages'),
    networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_S,
    plugins: [
      { cacheKeyWillBeUsed: ({ request }) => Promise.resolve(pageCacheKey(new URL(request.url))) },
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: CACHE_MAX_ENTRIES.pages, purgeOnQuotaError: true }),
      // Asked when the network failed or stalled past the timeout: a page never kept still gets an answer.
      {
        cachedResponseWillBeUsed: async ({ cachedResponse, request }) =>
          cachedResponse ??
          (await matchPrecache(pageCacheKey(new URL(request.url)))) ??
          (await matchPrecache(offlinePageKey(new URL(request.url)))),
      },
    ],
  }),
);

// Files kept at install (after the page route, so a tool page is still fetched network-first).
addRoute({ ignoreURLParametersMatching: [/.*/] });

registerRoute(
  ({ url }) => under(url, '/_astro/'),
  new CacheFirst({
    cacheName: cacheName('assets'),
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: CACHE_MAX_ENTRIES.assets,
        maxAgeSeconds: CACHE_MAX_AGE_S.assets,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// The site's own pictures (every picture of the default build). One that neither the network nor the
// cache has gets an HTTP error (failAsUnavailable). A picture from another host (a cover linked with
// REMOTE_COVERS=link) is not the worker's to answer: it goes to the network as without a worker.
registerRoute(
  ({ request, url }) => request.destination === 'image' && under(url, '/') && !under(url, CONTENT_EDITOR_PATH),
  new StaleWhileRevalidate({
    cacheName: cacheName('images'),
    plugins: [
      failAsUnavailable,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: CACHE_MAX_ENTRIES.images,
        maxAgeSeconds: CACHE_MAX_AGE_S.images,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// Pagefind keeps its file names across deploys: fresh when online, and the downloaded part of the
// index when not (the search worker adds ?retry=N when it tries again, so the query is ignored).
// The listings' filter index is a Pagefind index too.
registerRoute(
  ({ url }) => under(url, '/pagefind/') || under(url, LISTING_INDEX_FOLDER),
  new NetworkFirst({
    cacheName: cacheName('search'),
    networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_S,
    matchOptions: { ignoreSearch: true },
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: CACHE_MAX_ENTRIES.search, purgeOnQuotaError: true }),
    ],
  }),
);
