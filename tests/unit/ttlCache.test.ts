import { describe, expect, it } from 'vitest';
import { createTtlCache } from '@/lib/ttlCache';
import { SEARCH_CACHE_MS } from '@/data/search';

describe('createTtlCache', () => {
  it('keeps an entry for the time to live and forgets it after', () => {
    let now = 1_000;
    const cache = createTtlCache<string>(SEARCH_CACHE_MS, () => now);
    cache.set('algorithm', 'results');
    now += SEARCH_CACHE_MS - 1;
    expect(cache.get('algorithm')).toBe('results');
    now += 1;
    expect(cache.get('algorithm')).toBeUndefined();
  });

  it('storing again restarts the clock; delete forgets at once', () => {
    let now = 0;
    const cache = createTtlCache<number>(100, () => now);
    cache.set('a', 1);
    now = 90;
    cache.set('a', 2);
    now = 150;
    expect(cache.get('a')).toBe(2);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the oldest entries beyond its size limit', () => {
    const cache = createTtlCache<number>(1_000, () => 0, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect([cache.get('b'), cache.get('c')]).toEqual([2, 3]);
  });
});
