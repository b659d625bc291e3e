// RSS feed items (src/lib/feeds.ts): newest first, with title, description, date, category and link.
import { describe, expect, it } from 'vitest';
import { trendFeedItems, tutorialFeedItems } from '@/lib/feeds';

const absolute = (path: string) => `https://example.com/base${path}`;

describe('feed items', () => {
  it('lists tutorials newest first with every field and an absolute link', () => {
    const items = tutorialFeedItems(
      [
        { id: 'old', title: 'Old', description: 'Old one', date: new Date('2024-01-05'), category: 'Safety' },
        { id: 'new', title: 'New', description: 'New one', date: new Date('2024-06-10'), category: 'Monetization' },
      ],
      absolute,
    );
    expect(items).toEqual([
      {
        title: 'New',
        description: 'New one',
        link: 'https://example.com/base/tutorials/new',
        pubDate: new Date('2024-06-10'),
        categories: ['Monetization'],
      },
      {
        title: 'Old',
        description: 'Old one',
        link: 'https://example.com/base/tutorials/old',
        pubDate: new Date('2024-01-05'),
        categories: ['Safety'],
      },
    ]);
  });

  it('lists trends newest spotted first, dated at midnight UTC', () => {
    const trend = (id: string, dateSpotted: string) => ({
      id,
      title: id,
      description: `${id} trend`,
      dateSpotted,
      category: 'Comedy',
    });
    const items = trendFeedItems(
      [trend('a', 'May 20, 2024'), trend('b', 'June 2, 2024'), trend('c', 'someday')],
      absolute,
    );
    expect(items.map((item) => item.link)).toEqual([
      'https://example.com/base/trends/b',
      'https://example.com/base/trends/a',
      'https://example.com/base/trends/c',
    ]);
    expect(items[0].pubDate?.toISOString()).toBe('2024-06-02T00:00:00.000Z');
    expect(items[0].categories).toEqual(['Comedy']);
    // An unreadable date leaves the item undated rather than wrongly dated.
    expect(items[2].pubDate).toBeUndefined();
  });

  it('reads spotted dates as UTC days', () => {
    const dated = (dateSpotted: string) =>
      trendFeedItems([{ id: 'x', title: 'X', description: 'X trend', dateSpotted, category: 'Comedy' }], absolute)[0]
        .pubDate;
    expect(dated('June 15, 2024')?.toISOString()).toBe('2024-06-15T00:00:00.000Z');
    expect(dated('not a date')).toBeUndefined();
  });
});
