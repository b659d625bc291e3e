// The hashtag pools and niches the generator draws from.
import { describe, expect, it } from 'vitest';
import { HASHTAG_POOLS } from '@/data/hashtagPools';
import { NICHES, isNicheId } from '@/data/niches';
import { isHashtag } from '@/lib/hashtagText';

const hasNoDuplicates = (tags: readonly string[]) => new Set(tags).size === tags.length;

describe('hashtag pools', () => {
  it('has the 20 niches of the spec, in order, with labels', () => {
    expect(NICHES.map((niche) => niche.id)).toEqual([
      'general',
      'beauty',
      'fashion',
      'fitness',
      'food',
      'travel',
      'comedy',
      'educational',
      'dance',
      'gaming',
      'business',
      'tech',
      'lifestyle',
      'sports',
      'music',
      'art',
      'books',
      'pets',
      'diy',
      'parenting',
    ]);
    expect(NICHES.find((niche) => niche.id === 'diy')?.label).toBe('DIY');
    expect(NICHES.find((niche) => niche.id === 'educational')?.label).toBe('Educational');
  });

  it('has a pool for trending and for every niche, and nothing else', () => {
    expect(Object.keys(HASHTAG_POOLS).sort()).toEqual(['trending', ...NICHES.map((niche) => niche.id)].sort());
  });

  it.each(Object.entries(HASHTAG_POOLS))('%s: at least 20 valid, lower-case, distinct hashtags', (_, pool) => {
    expect(pool.length).toBeGreaterThanOrEqual(20);
    for (const tag of pool) {
      expect(isHashtag(tag), tag).toBe(true);
      expect(tag).toBe(tag.toLowerCase());
    }
    expect(hasNoDuplicates(pool)).toBe(true);
  });

  it('has enough trending hashtags to fill the largest recommended mix alone', () => {
    expect(HASHTAG_POOLS.trending.length).toBeGreaterThanOrEqual(30);
  });

  it('recognises niche ids', () => {
    expect(isNicheId('pets')).toBe(true);
    expect(isNicheId('trending')).toBe(false);
    expect(isNicheId('knitting')).toBe(false);
  });
});
