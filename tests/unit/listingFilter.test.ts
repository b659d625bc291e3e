// The URL rules every filtered listing shares (tutorials, trends; the calculator writes its
// parameters with the same function): case-insensitive known values, other parameters kept.
import { describe, expect, it } from 'vitest';
import {
  ALL_CATEGORIES,
  DEFAULT_LISTING_FILTER,
  isListingFiltered,
  matchKnownValue,
  readListingFilter,
  renamedCategories,
  withSearchParams,
  writeListingFilter,
} from '@/lib/listingFilter';

const CATEGORIES = ['Growth Strategy', 'Monetization', 'Food & Cooking', 'Safety'];

describe('matchKnownValue', () => {
  it('matches a known value whatever its case and surrounding spaces', () => {
    expect(matchKnownValue('Safety', CATEGORIES)).toBe('Safety');
    expect(matchKnownValue('  sAfEtY ', CATEGORIES)).toBe('Safety');
    expect(matchKnownValue('growth strategy', CATEGORIES)).toBe('Growth Strategy');
  });

  it('knows nothing of missing, empty or unknown values', () => {
    expect(matchKnownValue(null, CATEGORIES)).toBeUndefined();
    expect(matchKnownValue('', CATEGORIES)).toBeUndefined();
    expect(matchKnownValue('   ', CATEGORIES)).toBeUndefined();
    expect(matchKnownValue('Cooking', CATEGORIES)).toBeUndefined();
  });
});

describe('withSearchParams', () => {
  it('sets and deletes the named parameters, keeping the others and their order', () => {
    expect(withSearchParams('?utm_source=mail&q=old&ref=x', { q: 'new', category: 'Safety' })).toBe(
      '?utm_source=mail&q=new&ref=x&category=Safety',
    );
    expect(withSearchParams('?q=old&ref=x', { q: null })).toBe('?ref=x');
    expect(withSearchParams('?q=old', { q: '' })).toBe('');
    expect(withSearchParams('', {})).toBe('');
  });
});

describe('readListingFilter', () => {
  it('reads the search text and category', () => {
    expect(readListingFilter('?q=hash+tags&category=Growth+Strategy', CATEGORIES)).toEqual({
      query: 'hash tags',
      category: 'Growth Strategy',
    });
    expect(readListingFilter('?category=Food+%26+Cooking', CATEGORIES).category).toBe('Food & Cooking');
    expect(readListingFilter('', CATEGORIES)).toEqual(DEFAULT_LISTING_FILTER);
  });

  it('matches a category case-insensitively, as a hand-edited link would write it', () => {
    expect(readListingFilter('?category=%20safety%20', CATEGORIES).category).toBe('Safety');
    expect(readListingFilter('?category=MONETIZATION', CATEGORIES).category).toBe('Monetization');
  });

  it('falls back to All for a missing, empty, unknown or repeated-but-unknown-first category', () => {
    expect(readListingFilter('?category=Cooking', CATEGORIES).category).toBe(ALL_CATEGORIES);
    expect(readListingFilter('?category=', CATEGORIES).category).toBe(ALL_CATEGORIES);
    expect(readListingFilter('?category=All', CATEGORIES).category).toBe(ALL_CATEGORIES);
    expect(readListingFilter('?category=Nope&category=Safety', CATEGORIES).category).toBe(ALL_CATEGORIES);
  });

  it('survives odd parameters', () => {
    expect(readListingFilter('?q=%E0%A4%A&category=%', CATEGORIES)).toEqual({ query: '\uFFFD%A', category: 'All' });
    expect(readListingFilter('?q=a&q=b', CATEGORIES).query).toBe('a');
    expect(readListingFilter('?q=<script>', CATEGORIES).query).toBe('<script>');
  });
});

describe('writeListingFilter', () => {
  it('writes only what differs from the default', () => {
    expect(writeListingFilter(DEFAULT_LISTING_FILTER)).toBe('');
    expect(writeListingFilter({ query: '  ', category: ALL_CATEGORIES })).toBe('');
    expect(writeListingFilter({ query: 'a&b c', category: 'Food & Cooking' })).toBe(
      '?q=a%26b+c&category=Food+%26+Cooking',
    );
  });

  it('keeps parameters that belong to others', () => {
    expect(writeListingFilter({ query: '', category: 'Safety' }, '?q=old&utm_source=mail')).toBe(
      '?utm_source=mail&category=Safety',
    );
    expect(writeListingFilter(DEFAULT_LISTING_FILTER, '?q=old&category=Safety')).toBe('');
    expect(writeListingFilter(DEFAULT_LISTING_FILTER, '?category=Safety&ref=x')).toBe('?ref=x');
  });

  it('round-trips every state', () => {
    for (const category of [ALL_CATEGORIES, ...CATEGORIES]) {
      for (const query of ['', 'hashtags', 'a+b & c=d', 'émoji 🎬', ' spaced ']) {
        expect(readListingFilter(writeListingFilter({ query, category }), CATEGORIES)).toEqual({ query, category });
      }
    }
  });
});

describe('isListingFiltered', () => {
  it('is true for a non-blank search text or a category', () => {
    expect(isListingFiltered(DEFAULT_LISTING_FILTER)).toBe(false);
    expect(isListingFiltered({ query: ' ', category: ALL_CATEGORIES })).toBe(false);
    expect(isListingFiltered({ query: ' x ', category: ALL_CATEGORIES })).toBe(true);
    expect(isListingFiltered({ query: '', category: 'Safety' })).toBe(true);
  });
});

describe('renamedCategories', () => {
  it('keeps only the names that differ from their value', () => {
    expect(renamedCategories({ Safety: 'Safety', Comedy: 'Comedia' })).toEqual({ Comedy: 'Comedia' });
    expect(renamedCategories({ Safety: 'Safety' })).toEqual({});
  });
});
