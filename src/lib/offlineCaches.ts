/**
 * The rules the offline service worker and the offline page share: which cache a kind of file goes
 * to, under what key a page is kept, which caches a new worker deletes, which offline page answers an
 * address, and which kept pages are tutorials or trends to list for reading offline.
 */
import { CACHE_NAMES, CACHE_PREFIX, OFFLINE_PAGE_PATH } from '@/data/offline';
import { interfaceLink } from './languagePaths';
import { splitLanguagePath } from './languagePrefix';
import { withBase, withoutBase } from './sitePaths';

export type CacheKind = keyof typeof CACHE_NAMES;

/**
 * A cache's name for one worker scope ('https://example.com/creator-hub/'): two copies of the site on
 * one origin (the root and a sub-folder) keep apart and never delete each other's caches.
 */
export function scopedCacheName(kind: CacheKind, scope: string): string {
  return `${CACHE_NAMES[kind]}-${scope}`;
}

/** Caches of this site and scope that the current worker does not use (older versions): delete them. */
export function staleCacheNames(names: readonly string[], scope: string, current: readonly string[]): string[] {
  return names.filter((name) => name.startsWith(`${CACHE_PREFIX}-`) && name.endsWith(scope) && !current.includes(name));
}

/**
 * The key a page is kept under: its address without query or fragment, with a trailing slash, so
 * /calculator, /calculator/ and /calculator?followers=5000 are one page (the query is state the
 * page's island reads in the browser; the HTML is the same).
 */
export function pageCacheKey(url: URL): string {
  const last = url.pathname.split('/').pop() ?? '';
  const pathname = url.pathname.endsWith('/') || last.includes('.') ? url.pathname : `${url.pathname}/`;
  return `${url.origin}${pathname}`;
}

/**
 * What a kept page (its path, under `base`) is when it is one tutorial or one trend report, in any
 * language ('/es/tutorials/x/' too): worth listing offline. Null for any other page.
 */
export function readingPageKind(pathname: string, base: string): 'tutorial' | 'trend' | null {
  if (!pathname.startsWith(base)) return null;
  const { path } = splitLanguagePath(withoutBase(pathname, base));
  const kind = /^\/(tutorials|trends)\/[^/]+\/$/.exec(path)?.[1];
  return kind === 'tutorials' ? 'tutorial' : kind === 'trends' ? 'trend' : null;
}

/** The offline page (root-relative, under `base`) for an address: the one in the address's language. */
export function offlinePagePath(pathname: string, base: string): string {
  const { language } = splitLanguagePath(withoutBase(pathname, base));
  return withBase(interfaceLink(OFFLINE_PAGE_PATH, language), base);
}

/** What a picture neither the network nor the cache has is answered with: no content, and a status that says why. */
export const UNAVAILABLE_STATUS = 504;

/**
 * A Workbox plugin for a route whose strategy found nothing (no network, nothing kept): answer with an
 * HTTP error, as a gateway that cannot reach the site would, instead of rejecting respondWith(). The
 * page then handles the failure itself (a picture swaps in its fallback, src/scripts/imageFallback.ts).
 * Not Response.error(): Firefox logs every network-error answer a worker gives as a failed worker.
 */
export const failAsUnavailable = {
  handlerDidError: (): Promise<Response> =>
    Promise.resolve(new Response(null, { status: UNAVAILABLE_STATUS, statusText: 'Gateway Timeout' })),
};
