import { describe, expect, it } from 'vitest';
import {
  failAsUnavailable,
  UNAVAILABLE_STATUS,
  offlinePagePath,
  readingPageKind,
  pageCacheKey,
  scopedCacheName,
  staleCacheNames,
} from '@/lib/offlineCaches';
import { CACHE_NAMES } from '@/data/offline';

const SCOPE = 'https://example.org/creator-hub/';

describe('pageCacheKey', () => {
  it('keeps one copy of a page whatever its query, fragment or trailing slash', () => {
    const key = 'https://example.org/calculator/';
    for (const url of [
      'https://example.org/calculator',
      'https://example.org/calculator/',
      'https://example.org/calculator?followers=5000&posts=30',
      'https://example.org/calculator/#estimate',
    ]) {
      expect(pageCacheKey(new URL(url)), url).toBe(key);
    }
    expect(pageCacheKey(new URL('https://example.org/?utm_source=bio'))).toBe('https://example.org/');
  });

  it('leaves a file name as it is', () => {
    expect(pageCacheKey(new URL('https://example.org/404.html'))).toBe('https://example.org/404.html');
  });
});

describe('cache names', () => {
  it('name the scope, so two copies of the site on one origin keep apart', () => {
    expect(scopedCacheName('pages', SCOPE)).toBe(`${CACHE_NAMES.pages}-${SCOPE}`);
    expect(scopedCacheName('pages', 'https://example.org/')).not.toBe(scopedCacheName('pages', SCOPE));
  });

  it('a new worker deletes only its own scope’s caches that it does not use', () => {
    const current = [scopedCacheName('pages', SCOPE), `creator-hub-precache-v2-${SCOPE}`];
    const names = [
      ...current,
      `creator-hub-pages-v0-${SCOPE}`,
      `creator-hub-images-v0-${SCOPE}`,
      'creator-hub-pages-v0-https://example.org/',
      'another-site-cache',
    ];
    expect(staleCacheNames(names, SCOPE, current)).toEqual([
      `creator-hub-pages-v0-${SCOPE}`,
      `creator-hub-images-v0-${SCOPE}`,
    ]);
  });
});

describe('readingPageKind', () => {
  it('is one tutorial or one trend under the base, in any language, not a listing', () => {
    expect(readingPageKind('/creator-hub/tutorials/hashtag-strategy/', '/creator-hub/')).toBe('tutorial');
    expect(readingPageKind('/creator-hub/trends/duet-challenges/', '/creator-hub/')).toBe('trend');
    expect(readingPageKind('/creator-hub/es/trends/duet-challenges/', '/creator-hub/')).toBe('trend');
    expect(readingPageKind('/es/tutorials/hashtag-strategy/', '/')).toBe('tutorial');
    expect(readingPageKind('/creator-hub/tutorials/', '/creator-hub/')).toBeNull();
    expect(readingPageKind('/es/tutorials/', '/')).toBeNull();
    expect(readingPageKind('/tutorials/hashtag-strategy/', '/creator-hub/')).toBeNull();
    expect(readingPageKind('/tutorials/hashtag-strategy/', '/')).toBe('tutorial');
    expect(readingPageKind('/fr/tutorials/hashtag-strategy/', '/')).toBeNull();
    expect(readingPageKind('/calculator/', '/')).toBeNull();
  });
});

describe('offlinePagePath', () => {
  it('is the offline page in the language of the address, under the base', () => {
    expect(offlinePagePath('/tutorials/x/', '/')).toBe('/offline');
    expect(offlinePagePath('/es/tutorials/x/', '/')).toBe('/es/offline');
    expect(offlinePagePath('/es', '/')).toBe('/es/offline');
    expect(offlinePagePath('/creator-hub/es/calculator', '/creator-hub/')).toBe('/creator-hub/es/offline');
    expect(offlinePagePath('/creator-hub/estimates', '/creator-hub/')).toBe('/creator-hub/offline');
  });
});

describe('failAsUnavailable', () => {
  it('answers a request the strategy could not serve with an HTTP error, neither a rejection nor a network error', async () => {
    const response = await failAsUnavailable.handlerDidError();
    // Response.error() would be type 'error', which Firefox logs as a failed worker answer.
    expect(response.type).toBe('default');
    expect(response.status).toBe(UNAVAILABLE_STATUS);
    expect(response.ok).toBe(false);
    expect(await response.text()).toBe('');
  });
});
