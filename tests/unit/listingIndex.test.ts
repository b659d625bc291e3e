import { describe, expect, it } from 'vitest';
import { cardOfRecord, listingQuery, listingRecords } from '@/lib/listingIndex';

const card = { id: 'a', title: 'Grow "fast" & well', image: 'https://images.example/photo-1.jpg?w=800#x', readTime: 5 };

describe('listingRecords', () => {
  const records = listingRecords<Partial<typeof card>>('tutorials', [
    {
      path: '/hub/tutorials/a',
      title: card.title,
      searchText: 'Grow fast\nA description',
      category: 'Safety',
      languages: ['en', 'es'],
      order: 0,
      card,
    },
    {
      path: '/hub/tutorials/b',
      title: 'B',
      searchText: 'B\nMore',
      category: 'Monetization',
      languages: ['en'],
      order: 1,
      card: { id: 'b' },
    },
    {
      path: '/hub/es/tutorials/b',
      title: 'B en español',
      searchText: 'B en español\nMás',
      category: 'Monetization',
      languages: ['es'],
      order: 1,
      card: { id: 'b' },
    },
  ]);

  it('searches only the given text, filtered by listing, language and category, sorted in listing order', () => {
    expect(records[0]).toMatchObject({
      content: 'Grow fast\nA description',
      language: 'en',
      filters: { listing: ['tutorials'], language: ['en', 'es'], category: ['Safety'] },
      sort: { order: '0' },
    });
    expect(records[1].sort).toEqual({ order: '1' });
  });

  it("puts a translation in its language's listing at its English entry's place, in the one index", () => {
    expect(records[2]).toMatchObject({
      url: expect.stringMatching(/^\/hub\/es\/tutorials\/b#/) as string,
      content: 'B en español\nMás',
      language: 'en',
      filters: { listing: ['tutorials'], language: ['es'], category: ['Monetization'] },
      sort: { order: '1' },
    });
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
  it("asks for every entry of the language's listing when the text is blank, in the category when one is chosen", () => {
    expect(listingQuery('tutorials', 'en', { query: '  ', category: 'All' })).toEqual({
      term: null,
      filters: { listing: 'tutorials', language: 'en' },
    });
    expect(listingQuery('trends', 'es', { query: '', category: 'Comedy' })).toEqual({
      term: null,
      filters: { listing: 'trends', language: 'es', category: 'Comedy' },
    });
  });
  it('searches the text as the site search cleans it', () => {
    expect(listingQuery('tutorials', 'es', { query: ' content-ideas ', category: 'All' }).term).toBe('content ideas');
  });
});
