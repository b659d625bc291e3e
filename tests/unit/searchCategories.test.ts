// The category filters and their counts.
import { describe, expect, it } from 'vitest';
import { categoryCounts, pagefindFilters } from '@/lib/search/categories';

describe('categoryCounts', () => {
  it('gives each category its total and All the query total', () => {
    expect(categoryCounts({ Tutorials: 3, Trends: 1, Tools: 0 }, 4)).toEqual({
      All: 4,
      Tutorials: 3,
      Trends: 1,
      Tools: 0,
    });
  });

  it('fills missing categories with 0', () => {
    expect(categoryCounts(undefined, 0)).toEqual({ All: 0, Tutorials: 0, Trends: 0, Tools: 0 });
    expect(categoryCounts({ Tutorials: 2 }, 2)).toEqual({ All: 2, Tutorials: 2, Trends: 0, Tools: 0 });
  });

  it('ignores categories the site does not have', () => {
    expect(categoryCounts({ Tutorials: 1, Recipes: 9 }, 1)).toEqual({ All: 1, Tutorials: 1, Trends: 0, Tools: 0 });
  });
});

describe('pagefindFilters', () => {
  it('filters nothing for All and the category otherwise', () => {
    expect(pagefindFilters('All')).toEqual({});
    expect(pagefindFilters('Trends')).toEqual({ category: 'Trends' });
  });
});
