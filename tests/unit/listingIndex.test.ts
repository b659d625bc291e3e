import { describe, expect, it } from 'vitest';
import { cardOfRecord, listingQuery, listingRecords } from '@/lib/listingIndex';

const card = { id: 'a', title: 'Grow "fast" & well', image: 'https://images.example/photo-1.jpg?w=800#x', readTime: 5 };

describe('listingRecords', () => {
  const records = listingRecords<Partial<typeof card>>('tutorials', [
    { path: '/hub/tutorials/a', title: card.title, searchText: 'Grow fast\nA description', category: 'Safety', card },
    { path: '/hub/tutorials/b', title: 'B', searchText: 'B\nMore', category: 'Monetization', card: { id: 'b' } },
  ]);

  it('searches only the given text, filtered by listing and category, sorted in listing order', () => {
    expect(records[0]).toMatchObject({
      content: 'Grow fast\nA description',
      language: 'en',
      filters: { listing: ['tutorials'], category: ['Safety'] },
      sort: { order: '0' },
    });
    expect(records[1].sort).toEqual({ order: '1' });
  });

  it("carries the card in the URL's fragment (never searched), beside the page's own address", () => {
    expect(records[0].url.startsWith('/hub/tutorials/a#')).toBe(true);
    expect(records[0].content).not.toContain('photo');
    expect(cardOfRecord(records[0].url)).toEqual(card);
  });
});

describe('cardOfRecord', () => {
  it('is undefined for a URL without a card or with a broken one', () => {
    expect(cardOfRecord('/tutorials/a')).toBeUndefined();
    expect(cardOfRecord('/tutorials/a#%7Bnot-json')).toBeUndefined();
    expect(cardOfRecord('/tutorials/a#%E0%A4%A')).toBeUndefined();
  });
});

describe('listingQuery', () => {
  it('asks for every entry of the listing when the text is blank, in the category when one is chosen', () => {
    expect(listingQuery('tutorials', { query: '  ', category: 'All' })).toEqual({
      term: null,
      filters: { listing: 'tutorials' },
    });
    expect(listingQuery('trends', { query: '', category: 'Comedy' })).toEqual({
      term: null,
      filters: { listing: 'trends', category: 'Comedy' },
    });
  });
  it('searches the text as the site search cleans it', () => {
    expect(listingQuery('tutorials', { query: ' content-ideas ', category: 'All' }).term).toBe('content ideas');
  });
});
