import { describe, expect, it } from 'vitest';
import {
  featuredCardImage,
  featuredTutorials,
  formatTutorialDate,
  hasTutorialBody,
  readTimeLabel,
  TutorialIndex,
  byDateDescending,
  toCardItem,
  toTutorialSummary,
  tutorialCardImage,
  type TutorialSummary,
} from '@/lib/tutorials';
import { DEFAULT_TUTORIAL_IMAGE, FEATURED_TUTORIAL_IMAGES, TUTORIAL_CATEGORY_IMAGES } from '@/data/tutorialImages';
import { MORE_TUTORIALS_MAX, RELATED_TUTORIALS_FETCHED, SIDEBAR_RELATED_MAX } from '@/data/listings';
import { mulberry32 } from '@/lib/random';

const CATEGORIES = ['Growth Strategy', 'Monetization', 'Content Creation', 'Safety'];

function tutorial(id: string, overrides: Partial<TutorialSummary> = {}): TutorialSummary {
  return {
    id,
    title: `Title of ${id}`,
    description: `About ${id}`,
    category: 'Growth Strategy',
    readTime: 5,
    date: new Date('2024-01-01'),
    featured: false,
    draft: false,
    ...overrides,
  };
}

const library = [
  tutorial('algorithm', { date: new Date('2024-06-10'), featured: true, title: 'How the TikTok Algorithm Works' }),
  tutorial('fund', { date: new Date('2024-06-03'), featured: true, category: 'Monetization' }),
  tutorial('hashtags', { date: new Date('2024-05-15'), title: 'Hashtag Strategy', description: 'The 5-5-5 method' }),
  tutorial('brands', { date: new Date('2024-04-22'), category: 'Monetization', description: 'Pricing BRAND deals' }),
  tutorial('safety', { date: new Date('2024-04-08'), category: 'Safety' }),
  tutorial('editing', { date: new Date('2024-03-25'), category: 'Content Creation' }),
];
const ids = (list: readonly { id: string }[]) => list.map((item) => item.id);

describe('lookups', () => {
  it('lists the featured tutorials only, in their order', () => {
    expect(ids(featuredTutorials(library))).toEqual(['algorithm', 'fund']);
    expect(featuredTutorials(library.map((item) => ({ ...item, featured: false })))).toEqual([]);
  });

  it('orders tutorials newest first', () => {
    const shuffled = [library[4], library[0], library[5], library[2], library[1], library[3]];
    expect(ids(byDateDescending(shuffled))).toEqual(['algorithm', 'fund', 'hashtags', 'brands', 'safety', 'editing']);
    expect(byDateDescending([])).toEqual([]);
  });

  it('keeps tutorials of the same date in their given order and leaves the input untouched', () => {
    const sameDay = [tutorial('b'), tutorial('a'), tutorial('c')];
    expect(ids(byDateDescending(sameDay))).toEqual(['b', 'a', 'c']);
    const input = [...library].reverse();
    byDateDescending(input);
    expect(ids(input)).toEqual(['editing', 'safety', 'brands', 'hashtags', 'fund', 'algorithm']);
  });

  it('turns a collection entry into a summary and a card item', () => {
    const entry = {
      id: 'x',
      data: {
        title: 'T',
        description: 'D',
        category: 'Safety' as const,
        readTime: 4,
        date: new Date('2024-02-02'),
        featured: true,
        draft: false,
      },
    };
    const summary = toTutorialSummary(entry);
    expect(summary).toEqual({ id: 'x', ...entry.data });
    expect(toCardItem(summary)).toEqual({
      id: 'x',
      title: 'T',
      description: 'D',
      category: 'Safety',
      readTime: 4,
      image: undefined,
    });
  });
});

describe('related tutorials', () => {
  it('the store is asked for 6; the sidebar shows up to 5 and "More Tutorials" up to 3', () => {
    expect([RELATED_TUTORIALS_FETCHED, SIDEBAR_RELATED_MAX, MORE_TUTORIALS_MAX]).toEqual([6, 5, 3]);
  });

  it('never includes the current tutorial, and puts the same category first, newest first', () => {
    const index = new TutorialIndex(library);
    expect(ids(index.related(library[3]))).toEqual(['fund', 'algorithm', 'hashtags', 'safety', 'editing']);
    for (const current of library) expect(ids(index.related(current))).not.toContain(current.id);
  });

  it("a tutorial's page lists its related tutorials and the next one", () => {
    const index = new TutorialIndex(library);
    for (const current of library) {
      expect(index.pageLists(current)).toEqual({ related: index.related(current), next: index.next(current.id) });
    }
  });

  it('returns at most the requested number', () => {
    const many = new TutorialIndex(Array.from({ length: 10 }, (_, index) => tutorial(`t${index}`)));
    expect(many.related(many.ordered[0])).toHaveLength(6);
    expect(many.related(many.ordered[0], 3)).toHaveLength(3);
    expect(many.related(many.ordered[0], 0)).toEqual([]);
    expect(new TutorialIndex([library[0]]).related(library[0])).toEqual([]);
  });

  it('matches a plain sort-and-filter of the whole library for every tutorial', () => {
    const random = mulberry32(7);
    const many = Array.from({ length: 60 }, (_, index) => ({
      ...tutorial(`r${index}`),
      category: CATEGORIES[Math.floor(random() * CATEGORIES.length)] as TutorialSummary['category'],
      date: new Date(Date.UTC(2024, 0, 1 + Math.floor(random() * 20))),
    }));
    const index = new TutorialIndex(many);
    for (const current of many) {
      const others = byDateDescending(many).filter((other) => other.id !== current.id);
      const expected = [
        ...others.filter((other) => other.category === current.category),
        ...others.filter((other) => other.category !== current.category),
      ];
      expect(ids(index.related(current))).toEqual(ids(expected.slice(0, RELATED_TUTORIALS_FETCHED)));
    }
  });

  it('the next tutorial follows the current one and wraps round to the first', () => {
    const index = new TutorialIndex(library);
    const order = ids(index.ordered);
    expect(index.next('algorithm')?.id).toBe('fund');
    expect(index.next(order[0])?.id).toBe(order[1]);
    expect(index.next(order.at(-1)!)?.id).toBe(order[0]);
    expect(index.next('no-such-tutorial')?.id).toBe(order[0]);
    expect(new TutorialIndex([library[0]]).next(library[0].id)).toBeUndefined();
  });
});

describe('card pictures', () => {
  it("uses the tutorial's own image wherever the card is", () => {
    const own = { image: 'https://example.com/own.jpg', category: 'Safety' };
    expect(tutorialCardImage(own, 0)).toBe(own.image);
    expect(tutorialCardImage(own, 1)).toBe(own.image);
  });

  it("otherwise alternates the category's two pictures by card position", () => {
    const [first, second] = TUTORIAL_CATEGORY_IMAGES.Monetization;
    expect(first).not.toBe(second);
    const card = { category: 'Monetization' };
    expect([0, 1, 2, 3].map((position) => tutorialCardImage(card, position))).toEqual([first, second, first, second]);
  });

  it("has a pair of the site's own pictures for every category", () => {
    for (const category of CATEGORIES) {
      const pair = TUTORIAL_CATEGORY_IMAGES[category as keyof typeof TUTORIAL_CATEGORY_IMAGES];
      expect(pair, category).toHaveLength(2);
      for (const url of pair) expect(url).toMatch(/^\/images\/tutorials\/[a-z-]+-[12]\.svg$/);
    }
  });

  it('falls back to the default picture for a category without pictures', () => {
    expect(tutorialCardImage({ category: 'Cooking' }, 0)).toBe(DEFAULT_TUTORIAL_IMAGE);
    expect(tutorialCardImage({ category: 'Safety' }, 0, {})).toBe(DEFAULT_TUTORIAL_IMAGE);
  });

  it('featured cards alternate between two fixed pictures', () => {
    expect([0, 1, 2].map(featuredCardImage)).toEqual([
      FEATURED_TUTORIAL_IMAGES[0],
      FEATURED_TUTORIAL_IMAGES[1],
      FEATURED_TUTORIAL_IMAGES[0],
    ]);
  });
});

describe('texts', () => {
  it('formats dates as calendar days whatever the time zone, and read times in minutes', () => {
    expect(formatTutorialDate(new Date('2024-05-15'))).toBe('May 15, 2024');
    expect(formatTutorialDate(new Date('2024-01-01'))).toBe('January 1, 2024');
    expect(formatTutorialDate(new Date('2024-05-15'), 'es')).toBe('15 de mayo de 2024');
    expect(readTimeLabel(5)).toBe('5 min read');
  });

  it('treats a missing or blank body as no body (the page then says the content is coming soon)', () => {
    expect(hasTutorialBody(undefined)).toBe(false);
    expect(hasTutorialBody('')).toBe(false);
    expect(hasTutorialBody('  \n\t ')).toBe(false);
    expect(hasTutorialBody('Some text')).toBe(true);
  });
});
