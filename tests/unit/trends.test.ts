import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import {
  hashtagGeneratorHref,
  relatedTrends,
  sortNewestSpottedFirst,
  toTrendSummary,
  trendListView,
  localizedGrowthRate,
  localizedSpottedDate,
  videoCreator,
} from '@/lib/trends';
import { pluralText } from '@/lib/dictionaries';
import { DICTIONARIES } from '@/i18n';
import { FREE_TREND_REPORTS } from '@/data/pricing';
import { hashtagFormFromSearchParams } from '@/lib/hashtagForm';
import { TRENDS_GRID_SIZE, TRENDS_SHOWN } from '@/data/listings';
import { shareLink } from '@/scripts/share';

const LINK_COPIED_ALERT = DICTIONARIES.en.trend.buttons.linkCopied;

// The persistent stores must see the test engine when they are created, so they load after this.
useTestStorageEngine();
const { $bookmarkedTrends, $viewedTrends, isTrendIdList, isTrendViewCounts, recordTrendView, toggleTrendBookmark } =
  await import('@/stores/trends');

const trend = (
  id: string,
  overrides: Partial<{ title: string; description: string; hashtags: string[]; category: string }> = {},
) => ({
  id,
  title: `Title ${id}`,
  description: `Description ${id}`,
  hashtags: [`#tag${id}`],
  category: 'Comedy',
  ...overrides,
});

const titled = (count: number) => Array.from({ length: count }, (_, index) => ({ title: `T${index + 1}` }));

describe('trendListView (grid and Pro teaser)', () => {
  it('uses the free plan allowance of 3 as the grid size', () => {
    expect(TRENDS_GRID_SIZE).toBe(FREE_TREND_REPORTS);
  });

  it('0 matches: empty grid, no teaser', () => {
    expect(trendListView([])).toEqual({ grid: [], teaser: null });
  });

  it('1 and 3 matches: all in the grid, no teaser', () => {
    expect(trendListView(titled(1))).toEqual({ grid: titled(1), teaser: null });
    expect(trendListView(titled(3))).toEqual({ grid: titled(3), teaser: null });
  });

  it('4 matches: one locked, named, without a "more" line', () => {
    const { grid, teaser } = trendListView(titled(4));
    expect(grid).toEqual(titled(3));
    expect(teaser).toEqual({ lockedCount: 1, titles: ['T4'], unnamedCount: 0 });
  });

  it('6 matches: three locked, all named, still no "more" line', () => {
    expect(trendListView(titled(6)).teaser).toEqual({
      lockedCount: 3,
      titles: ['T4', 'T5', 'T6'],
      unnamedCount: 0,
    });
  });

  it('7 matches: four locked, the first three named, "+ 1 more trends"', () => {
    expect(trendListView(titled(7)).teaser).toEqual({
      lockedCount: 4,
      titles: ['T4', 'T5', 'T6'],
      unnamedCount: 1,
    });
  });

  it('10 matches: "+ 4 more trends"', () => {
    expect(trendListView(titled(10)).teaser?.unnamedCount).toBe(4);
  });

  it('only the first 6 of 10,000 matches given: the teaser counts them all and names 3', () => {
    expect(trendListView(titled(TRENDS_SHOWN), 10_000)).toEqual({
      grid: titled(3),
      teaser: {
        lockedCount: 9_997,
        titles: ['T4', 'T5', 'T6'],
        unnamedCount: 9_994,
      },
    });
  });
});

describe('relatedTrends', () => {
  const trends = [
    trend('a', { category: 'Comedy' }),
    trend('b', { category: 'Fashion' }),
    trend('c', { category: 'Comedy' }),
    trend('d', { category: 'Beauty' }),
    trend('e', { category: 'Fashion' }),
    trend('f', { category: 'Comedy' }),
  ];
  const ids = (id: string) => relatedTrends(trends, id).map((t) => t.id);

  it('fetches 4, excludes the current trend and shows up to 3', () => {
    expect(ids('a')).toEqual(['c', 'f', 'b']);
    expect(ids('d')).toEqual(['a', 'b', 'c']);
  });

  it('puts the same category first', () => {
    expect(ids('e')).toEqual(['b', 'a', 'c']);
  });

  it('never returns the current trend and copes with short lists', () => {
    expect(relatedTrends([trend('a')], 'a')).toEqual([]);
    expect(relatedTrends([trend('a'), trend('b')], 'a').map((t) => t.id)).toEqual(['b']);
    expect(relatedTrends(trends, 'unknown')).toHaveLength(3);
  });
});

describe('texts and links', () => {
  it('says "time" for one view and "times" otherwise', () => {
    const views = (count: number) => pluralText(DICTIONARIES.en.trend.buttons.views, count, 'en-US');
    expect(views(1)).toBe("You've viewed this trend 1 time.");
    expect(views(0)).toBe("You've viewed this trend 0 times.");
    expect(views(2)).toBe("You've viewed this trend 2 times.");
    expect(views(11)).toBe("You've viewed this trend 11 times.");
  });

  it('says "vez" for one view and "veces" otherwise in Spanish', () => {
    const views = (count: number) => pluralText(DICTIONARIES.es.trend.buttons.views, count, 'es');
    expect(views(1)).toBe('Has visto esta tendencia 1 vez.');
    expect(views(0)).toBe('Has visto esta tendencia 0 veces.');
    expect(views(3)).toBe('Has visto esta tendencia 3 veces.');
  });

  it("writes a growth rate in the page's language, and leaves other wording as written", () => {
    const texts = DICTIONARIES.es.trend.growthRate;
    expect(localizedGrowthRate('+180% in 14 days', 'es', texts)).toBe('+180\u00a0% en 14 días');
    expect(localizedGrowthRate('+95% in 1 day', 'es', texts)).toBe('+95\u00a0% en 1 día');
    expect(localizedGrowthRate('+180% in 14 days', 'en-US', DICTIONARIES.en.trend.growthRate)).toBe('+180% in 14 days');
    expect(localizedGrowthRate('doubling weekly', 'es', texts)).toBe('doubling weekly');
  });

  it("writes a spotted date in the page's language, and leaves text it cannot read", () => {
    expect(localizedSpottedDate('June 2, 2024', 'es')).toBe('2 de junio de 2024');
    expect(localizedSpottedDate('Spring 2024', 'es')).toBe('Spring 2024');
  });

  it('names the creator of a TikTok video link', () => {
    expect(videoCreator('https://www.tiktok.com/@laughlabstudio/video/7368214590137462059')).toBe('@laughlabstudio');
    expect(videoCreator('https://example.com/video/1')).toBeNull();
    expect(videoCreator('not a url')).toBeNull();
  });

  it('links to the hashtag generator with the trend as topic', () => {
    expect(hashtagGeneratorHref('Before & After Effects')).toBe(
      '/tools/hashtag-generator?topic=Before%20%26%20After%20Effects',
    );
  });

  it.each(['料理 レシピ', 'рецепты ужин', 'طبخ سهل', 'खाना', 'crème brûlée', 'می\u200Cخواهم'])(
    'hands the generator the topic %j as written',
    (topic) => {
      const link = new URL(hashtagGeneratorHref(topic), 'https://example.com');
      expect(hashtagFormFromSearchParams(link.searchParams).topic).toBe(topic);
    },
  );

  it('sorts newest spotted first, unreadable dates last', () => {
    const sorted = sortNewestSpottedFirst([
      { id: 'old', dateSpotted: 'May 12, 2024' },
      { id: 'bad', dateSpotted: 'someday' },
      { id: 'new', dateSpotted: 'June 8, 2024' },
      { id: 'mid', dateSpotted: 'June 2, 2024' },
    ]);
    expect(sorted.map((t) => t.id)).toEqual(['new', 'mid', 'old', 'bad']);
  });

  it('summarises a content entry without its long fields', () => {
    const data = {
      title: 'T',
      description: 'D',
      category: 'Comedy' as const,
      growthRate: '+1%',
      hashtags: ['#a'],
      image: 'https://example.com/a.jpg',
      dateSpotted: 'June 2, 2024',
      featured: true,
      insights: 'long',
      featuredVideo: 'https://example.com/v',
      exampleVideos: [],
      draft: false,
    };
    expect(toTrendSummary({ id: 'x', data })).toEqual({
      id: 'x',
      title: 'T',
      description: 'D',
      category: 'Comedy',
      growthRate: '+1%',
      hashtags: ['#a'],
      image: 'https://example.com/a.jpg',
      dateSpotted: 'June 2, 2024',
      featured: true,
    });
  });
});

describe('trend stores', () => {
  it('validates stored view counts and bookmark lists', () => {
    expect(isTrendViewCounts({ a: 1, b: 0 })).toBe(true);
    expect(isTrendViewCounts({})).toBe(true);
    for (const bad of [null, [], [1], 'x', 3, { a: '1' }, { a: -1 }, { a: 1.5 }, { a: Number.MAX_VALUE }]) {
      expect(isTrendViewCounts(bad), JSON.stringify(bad)).toBe(false);
    }
    expect(isTrendIdList(['a', 'b'])).toBe(true);
    expect(isTrendIdList([])).toBe(true);
    for (const bad of [null, {}, 'a', [1], ['a', null]]) expect(isTrendIdList(bad), JSON.stringify(bad)).toBe(false);
  });

  it('counts views per trend and persists them as JSON', () => {
    cleanTestStorage();
    $viewedTrends.set({});
    expect(recordTrendView('a')).toBe(1);
    expect(recordTrendView('a')).toBe(2);
    expect(recordTrendView('b')).toBe(1);
    expect(JSON.parse(getTestStorage().viewedTrends)).toEqual({ a: 2, b: 1 });
  });

  it('counts an id that is also an Object property name from zero', () => {
    $viewedTrends.set({});
    expect(recordTrendView('constructor')).toBe(1);
  });

  it('toggles a bookmark on and off, keeping the others', () => {
    $bookmarkedTrends.set(['x']);
    toggleTrendBookmark('a');
    expect($bookmarkedTrends.get()).toEqual(['x', 'a']);
    expect(JSON.parse(getTestStorage().bookmarkedTrends)).toEqual(['x', 'a']);
    toggleTrendBookmark('x');
    expect($bookmarkedTrends.get()).toEqual(['a']);
  });

  it('follows other tabs, and treats their corrupted or wrongly typed values as empty', () => {
    const stopViews = $viewedTrends.listen(() => {});
    const stopBookmarks = $bookmarkedTrends.listen(() => {});
    setTestStorageKey('viewedTrends', '{"a":7}');
    expect($viewedTrends.get()).toEqual({ a: 7 });
    setTestStorageKey('viewedTrends', '{not json');
    expect($viewedTrends.get()).toEqual({});
    setTestStorageKey('viewedTrends', '{"a":"many"}');
    expect($viewedTrends.get()).toEqual({});
    setTestStorageKey('bookmarkedTrends', '["a","b"]');
    expect($bookmarkedTrends.get()).toEqual(['a', 'b']);
    setTestStorageKey('bookmarkedTrends', '{"a":true}');
    expect($bookmarkedTrends.get()).toEqual([]);
    stopViews();
    stopBookmarks();
  });
});

describe('shareLink', () => {
  const request = { title: 'Duet Challenges', text: 'About it', url: 'https://example.com/trends/duet-challenges' };
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function stubBrowser(navigatorStub: object) {
    const alert = vi.fn();
    vi.stubGlobal('navigator', navigatorStub);
    vi.stubGlobal('window', { alert });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    return alert;
  }

  it('uses the native share dialog when there is one, and copies nothing', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    const alert = stubBrowser({ share, clipboard: { writeText } });
    expect(await shareLink(request, LINK_COPIED_ALERT)).toBe('shared');
    expect(share).toHaveBeenCalledWith(request);
    expect(writeText).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
  });

  it('only logs when the native dialog fails or is dismissed', async () => {
    const alert = stubBrowser({ share: vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError')) });
    expect(await shareLink(request, LINK_COPIED_ALERT)).toBe('failed');
    expect(alert).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalled();
  });

  it('copies the link and alerts without native share', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const alert = stubBrowser({ clipboard: { writeText } });
    expect(await shareLink(request, LINK_COPIED_ALERT)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(request.url);
    expect(alert).toHaveBeenCalledWith(LINK_COPIED_ALERT);
  });

  it('only logs when the clipboard refuses', async () => {
    const alert = stubBrowser({
      clipboard: { writeText: vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError')) },
    });
    expect(await shareLink(request, LINK_COPIED_ALERT)).toBe('failed');
    expect(alert).not.toHaveBeenCalled();
  });
});
