import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, filterTutorials } from '@/lib/tutorials';
import { filterTrends } from '@/lib/trends';

const tutorials = [
  { title: 'Instagram Reels vs TikTok', description: 'Where short video grows', category: 'Growth' },
  { title: 'Creator Fund', description: 'How the fund pays', category: 'Monetization' },
];
const trends = [
  { title: 'Duet Challenges', description: 'Side by side', hashtags: ['#duetchallenge'], category: 'Comedy' },
  { title: 'Recipe Reveals', description: 'Dinner in a minute', hashtags: ['#foodtok'], category: 'Food' },
];

describe('filtering a listing the page holds whole (the spec rule)', () => {
  it('matches any substring of the title or description, whatever the case', () => {
    expect(filterTutorials(tutorials, { query: 'GRAM', category: ALL_CATEGORIES }).map((t) => t.title)).toEqual([
      'Instagram Reels vs TikTok',
    ]);
    expect(filterTutorials(tutorials, { query: ' pays ', category: ALL_CATEGORIES })).toHaveLength(1);
    expect(filterTutorials(tutorials, { query: '<img src=x onerror=alert(1)>', category: ALL_CATEGORIES })).toEqual([]);
  });

  it('combines the text with the category', () => {
    expect(filterTutorials(tutorials, { query: '', category: 'Monetization' }).map((t) => t.title)).toEqual([
      'Creator Fund',
    ]);
    expect(filterTutorials(tutorials, { query: 'gram', category: 'Monetization' })).toEqual([]);
  });

  it('searches trends in their hashtags too', () => {
    expect(filterTrends(trends, { query: 'foodt', category: ALL_CATEGORIES }).map((t) => t.title)).toEqual([
      'Recipe Reveals',
    ]);
    expect(filterTrends(trends, { query: 'uet', category: 'Food' })).toEqual([]);
  });

  it('finds a hashtag in any script, whichever way its accents were typed', () => {
    const local = [
      { title: 'Dessert', description: 'Sweet', hashtags: ['#crèmebrûlée', '#料理', '#РЕЦЕПТЫ'], category: 'Food' },
    ];
    for (const query of ['cre\u0300me', '#料理', 'рецепты']) {
      expect(filterTrends(local, { query, category: ALL_CATEGORIES }), query).toHaveLength(1);
    }
  });
});
