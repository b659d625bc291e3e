// The Related Searches chips.
import { describe, expect, it } from 'vitest';
import { FOOTER_SEARCH_TERMS } from '@/data/navigation';
import { RELATED_BY_KEYWORD, RELATED_SEARCH_LIMIT } from '@/data/search';
import { relatedSearches } from '@/lib/search/relatedSearches';

/** Every term a chip can show: the keyword terms and the footer's fallback terms. */
const CHIP_TERMS = new Set([...Object.values(RELATED_BY_KEYWORD).flat(), ...FOOTER_SEARCH_TERMS]);

describe('relatedSearches', () => {
  it('offers terms related to the query, never the query itself', () => {
    const terms = relatedSearches('growth');
    expect(terms.slice(0, 4)).toEqual(['algorithm', 'hashtags', 'analytics', 'content-ideas']);
    expect(terms).not.toContain('growth');
    expect(terms).toHaveLength(RELATED_SEARCH_LIMIT);
  });

  it('recognises word forms and hyphenated queries', () => {
    expect(relatedSearches('Trending sounds')[0]).toBe('viral');
    expect(relatedSearches('content-ideas')).not.toContain('content-ideas');
    expect(relatedSearches('content ideas')).not.toContain('content-ideas');
    expect(relatedSearches('hashtags')).toContain('hashtag generator');
    expect(relatedSearches('algo')[0]).toBe('growth');
  });

  it('falls back to the popular footer terms for unknown words', () => {
    expect(relatedSearches('zzz')).toEqual(FOOTER_SEARCH_TERMS.slice(0, RELATED_SEARCH_LIMIT));
    expect(relatedSearches('<script>alert(1)</script>')).toHaveLength(RELATED_SEARCH_LIMIT);
  });

  it('has no duplicates and draws only from the known term list', () => {
    for (const query of ['growth', 'monetization tips', 'viral editing', 'brand', 'x', 'hashtag generator']) {
      const terms = relatedSearches(query);
      expect(new Set(terms).size).toBe(terms.length);
      for (const term of terms) expect(CHIP_TERMS).toContain(term);
    }
  });
});
