// A search from a page in another language: which English results it adds, and the counts with them.
import { describe, expect, it } from 'vitest';
import { SEARCH_TRANSLATES_FILTER } from '@/data/search';
import { categoryCounts } from '@/lib/search/categories';
import { countsWith, inSearchFilter, translatedEntries, untranslatedCards } from '@/lib/search/untranslatedResults';

const fragment = (url: string, category: string) => ({ url, meta: { title: url, category } });

describe('translatedEntries', () => {
  it('lists the English paths the language index translates, trailing slashes dropped', () => {
    const filters = {
      category: { Tutorials: 2 },
      [SEARCH_TRANSLATES_FILTER]: { '/tutorials/a': 1, '/trends/b/': 1 },
    };
    expect([...translatedEntries(filters)]).toEqual(['/tutorials/a', '/trends/b']);
    expect(translatedEntries(undefined).size).toBe(0);
    expect(translatedEntries({ category: { Tools: 1 } }).size).toBe(0);
  });
});

describe('untranslatedCards', () => {
  it('keeps the English pages of untranslated entries, marked English, in their order', () => {
    const cards = untranslatedCards(
      [
        fragment('/tutorials/a/', 'Tutorials'),
        fragment('/trends/c/', 'Trends'),
        fragment('/calculator/', 'Tools'),
        fragment('/about/', 'Company'),
      ],
      new Set(['/tutorials/a', '/calculator']),
      'en',
    );
    expect(cards.map((card) => [card.link, card.language])).toEqual([['/trends/c', 'en']]);
  });

  it('keeps every page when nothing is translated', () => {
    const cards = untranslatedCards([fragment('/tutorials/a/', 'Tutorials')], new Set(), 'en');
    expect(cards).toHaveLength(1);
  });
});

describe('filters and counts with the English results', () => {
  const cards = untranslatedCards(
    [fragment('/tutorials/a/', 'Tutorials'), fragment('/trends/c/', 'Trends'), fragment('/trends/d/', 'Trends')],
    new Set(),
    'en',
  );

  it('adds each card to All and its category', () => {
    const own = categoryCounts({ Tutorials: 2, Tools: 1 }, 3);
    expect(countsWith(own, cards)).toEqual({ All: 6, Tutorials: 3, Trends: 2, Tools: 1 });
    expect(own).toEqual({ All: 3, Tutorials: 2, Trends: 0, Tools: 1 });
  });

  it('shows a card under All and its own category only', () => {
    expect(cards.filter((card) => inSearchFilter(card, 'Trends'))).toHaveLength(2);
    expect(cards.filter((card) => inSearchFilter(card, 'All'))).toHaveLength(3);
    expect(cards.filter((card) => inSearchFilter(card, 'Tools'))).toHaveLength(0);
  });
});
