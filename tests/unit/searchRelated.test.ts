// The Related Searches chips, from each language's table.
import { describe, expect, it } from 'vitest';
import { RELATED_SEARCH_LIMIT } from '@/data/search';
import { dictionary as en } from '@/i18n/en';
import { dictionary as es } from '@/i18n/es';
import { dictionary as ar } from '@/i18n/ar';
import { relatedSearches, type RelatedSearchTerms } from '@/lib/search/relatedSearches';

const ENGLISH: RelatedSearchTerms = en.searchTerms;
const SPANISH: RelatedSearchTerms = es.searchTerms;
const ARABIC: RelatedSearchTerms = ar.searchTerms;

/** Every term a chip can show: the keyword terms and the footer's fallback terms. */
const chipTerms = (table: RelatedSearchTerms) =>
  new Set([...table.byKeyword.flatMap((group) => group.terms), ...table.fallback]);

describe('relatedSearches', () => {
  it('offers terms related to the query, never the query itself', () => {
    const terms = relatedSearches('growth', ENGLISH);
    expect(terms.slice(0, 4)).toEqual(['algorithm', 'hashtags', 'analytics', 'content-ideas']);
    expect(terms).not.toContain('growth');
    expect(terms).toHaveLength(RELATED_SEARCH_LIMIT);
  });

  it('matches an Arabic word with or without its article and the letters joined before it', () => {
    const algorithmGroup = ARABIC.byKeyword.find((group) => group.keyword === 'خوارزم')!.terms;
    for (const typed of ['خوارزمية', 'الخوارزمية', 'والخوارزمية', 'بالخوارزمية', 'للخوارزمية']) {
      expect(relatedSearches(typed, ARABIC).slice(0, algorithmGroup.length), typed).toEqual(algorithmGroup);
    }
    // A short word that only starts like the article is left whole: no group matches it.
    expect(relatedSearches('الم', ARABIC)).toEqual(ARABIC.fallback.slice(0, RELATED_SEARCH_LIMIT));
  });

  it('recognises word forms and hyphenated queries', () => {
    expect(relatedSearches('Trending sounds', ENGLISH)[0]).toBe('viral');
    expect(relatedSearches('content-ideas', ENGLISH)).not.toContain('content-ideas');
    expect(relatedSearches('content ideas', ENGLISH)).not.toContain('content-ideas');
    expect(relatedSearches('hashtags', ENGLISH)).toContain('hashtag generator');
    expect(relatedSearches('algo', ENGLISH)[0]).toBe('growth');
  });

  it('falls back to the popular footer terms for unknown words', () => {
    expect(relatedSearches('zzz', ENGLISH)).toEqual(en.layout.footer.searchTerms.slice(0, RELATED_SEARCH_LIMIT));
    expect(relatedSearches('<script>alert(1)</script>', ENGLISH)).toHaveLength(RELATED_SEARCH_LIMIT);
  });

  it('has no duplicates and draws only from the known term list', () => {
    for (const query of ['growth', 'monetization tips', 'viral editing', 'brand', 'x', 'hashtag generator']) {
      const terms = relatedSearches(query, ENGLISH);
      expect(new Set(terms).size).toBe(terms.length);
      for (const term of terms) expect(chipTerms(ENGLISH)).toContain(term);
    }
  });
});

describe('relatedSearches in Spanish', () => {
  it('offers Spanish terms for Spanish words, with or without their accents', () => {
    expect(relatedSearches('crecimiento', SPANISH).slice(0, 4)).toEqual([
      'algoritmo',
      'hashtags',
      'estadísticas',
      'ideas',
    ]);
    expect(relatedSearches('edición', SPANISH)[0]).toBe('ideas');
    expect(relatedSearches('edicion', SPANISH)[0]).toBe('ideas');
    expect(relatedSearches('Monetización', SPANISH)).not.toContain('monetización');
    expect(relatedSearches('ganar dinero', SPANISH)[0]).toBe('monetización');
  });

  it('falls back to the Spanish footer terms, never English ones', () => {
    expect(relatedSearches('zzz', SPANISH)).toEqual(es.layout.footer.searchTerms.slice(0, RELATED_SEARCH_LIMIT));
    for (const query of ['crecimiento', 'hashtag', 'viral', 'calculadora', 'zzz']) {
      const terms = relatedSearches(query, SPANISH);
      expect(new Set(terms).size).toBe(terms.length);
      for (const term of terms) expect(chipTerms(SPANISH)).toContain(term);
    }
  });

  it('draws on no English term but the words both languages write alike', () => {
    const alike = new Set(['viral', 'hashtags']);
    for (const term of chipTerms(SPANISH)) if (!alike.has(term)) expect(chipTerms(ENGLISH)).not.toContain(term);
  });
});
