import { describe, expect, it } from 'vitest';
import { listingPageRoute, pageCount, pageItems, pagerEntries } from '@/lib/pagination';

describe('pageCount', () => {
  it('rounds up, and an empty list still has its first page', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(6, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(10_000, 12)).toBe(834);
  });
});

describe('pageItems', () => {
  const items = Array.from({ length: 30 }, (_, index) => index);
  it('takes the page-th slice of `size` items', () => {
    expect(pageItems(items, 1, 12)).toEqual(items.slice(0, 12));
    expect(pageItems(items, 2, 12)).toEqual(items.slice(12, 24));
    expect(pageItems(items, 3, 12)).toEqual([24, 25, 26, 27, 28, 29]);
    expect(pageItems(items, 4, 12)).toEqual([]);
  });
  it('treats a page below 1 as the first', () => {
    expect(pageItems(items, 0, 12)).toEqual(items.slice(0, 12));
  });
});

describe('listingPageRoute', () => {
  it('is the listing itself for page 1, /page/N after', () => {
    expect(listingPageRoute('/tutorials', 1)).toBe('/tutorials');
    expect(listingPageRoute('/tutorials', 2)).toBe('/tutorials/page/2');
    expect(listingPageRoute('/tutorials', 834)).toBe('/tutorials/page/834');
  });
});

describe('pagerEntries', () => {
  it('lists every page when there are few', () => {
    expect(pagerEntries(1, 1)).toEqual([1]);
    expect(pagerEntries(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it('keeps the first, the last and the neighbours, with gaps between', () => {
    expect(pagerEntries(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pagerEntries(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pagerEntries(20, 20)).toEqual([1, 'gap', 19, 20]);
  });
  it('shows a single left-out page instead of a gap', () => {
    expect(pagerEntries(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pagerEntries(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });
  it('stays the same size however long the listing', () => {
    expect(pagerEntries(400, 834)).toHaveLength(7);
  });
});
