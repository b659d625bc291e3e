/**
 * Trend rules: the filter's type (its URL
 * form is listingFilter.ts), the Pro teaser arithmetic, related trends and the texts built from counts.
 */
import { RELATED_TRENDS_FETCHED, RELATED_TRENDS_SHOWN, TRENDS_GRID_SIZE, TRENDS_SHOWN } from '@/data/listings';
import { withBase } from './sitePaths';
import { coverSrc } from './covers';
import type { TrendData } from './contentSchemas';
import { ALL_CATEGORIES, type ListingFilter } from './listingFilter';
import { fillTemplate, pluralText, type PluralTexts } from './dictionaries';

/** The category button that lets every category through; the default. */
export { ALL_CATEGORIES };

/** What the list and cards show of a trend: the id and the frontmatter fields they read. */
export type TrendSummary = { id: string } & Pick<
  TrendData,
  'title' | 'description' | 'category' | 'growthRate' | 'hashtags' | 'image' | 'imageAlt' | 'dateSpotted' | 'featured'
>;

/** A trend as the listing island receives it: serialisable, the cover as a URL, only what a card shows. */
export type TrendListItem = Omit<TrendSummary, 'image' | 'imageAlt' | 'featured'> & { image: string };

/** The summary of a content entry, leaving out what the list does not show (it becomes island props). */
export function toTrendSummary({ id, data }: { id: string; data: TrendData }): TrendSummary {
  const { title, description, category, growthRate, hashtags, image, imageAlt, dateSpotted, featured } = data;
  return { id, title, description, category, growthRate, hashtags, image, imageAlt, dateSpotted, featured };
}

/** The listing island's form of a trend: its cover as one URL. */
export function toTrendListItem({ imageAlt: _alt, featured: _featured, image, ...trend }: TrendSummary): TrendListItem {
  return { ...trend, image: coverSrc(image) };
}

/** Newest spotted first; a date that cannot be read sorts last, and ties keep their order. */
export function sortNewestSpottedFirst<T extends { dateSpotted: string }>(trends: readonly T[]): T[] {
  const time = (trend: T) => {
    const parsed = Date.parse(trend.dateSpotted);
    return Number.isNaN(parsed) ? -Infinity : parsed;
  };
  return [...trends].sort((a, b) => (time(b) === time(a) ? 0 : time(b) > time(a) ? 1 : -1));
}

/** The search text and category; kept in the URL by the rules of listingFilter.ts. */
export type TrendFilter = ListingFilter;

/**
 * The spec's filter, for a page that holds the whole collection: title, description or a hashtag
 * contains the search text (case-insensitive, and in NFC on both sides, so "crème" typed with a
 * combining accent finds #crème), and the category matches.
 */
export function filterTrends<
  T extends { title: string; description: string; hashtags: readonly string[]; category: string },
>(trends: readonly T[], { query, category }: TrendFilter): T[] {
  const fold = (text: string) => text.normalize('NFC').toLowerCase();
  const needle = fold(query.trim());
  return trends.filter(
    (trend) =>
      (category === ALL_CATEGORIES || trend.category === category) &&
      [trend.title, trend.description, ...trend.hashtags].some((text) => fold(text).includes(needle)),
  );
}

/**
 * A trend date (a trend's spotted date, the reports' last update) as a page in `intlLocale` writes a
 * date ('June 2, 2024', '2 de junio de 2024'). Authors write a spotted date as text: a text that is not a date stays as written. A bare ISO day is a calendar
 * day (read as UTC midnight), any other date is read and written in local time, so neither moves a day.
 */
export function trendDateText(date: string, intlLocale: string): string {
  const time = Date.parse(date);
  if (Number.isNaN(time)) return date;
  const timeZone = /^\d{4}-\d{2}-\d{2}$/.test(date.trim()) ? 'UTC' : undefined;
  return new Intl.DateTimeFormat(intlLocale, { year: 'numeric', month: 'long', day: 'numeric', timeZone }).format(time);
}

/** The blurred Pro teaser that stands in for the matches beyond the grid (its texts count these). */
export interface TrendTeaser {
  /** The matches beyond the grid ('Unlock N More Trend Reports'). */
  lockedCount: number;
  titles: string[];
  /** The locked matches beyond the named ones ('+ N more trends' when above 0). */
  unnamedCount: number;
}

export interface TrendListView<T> {
  grid: T[];
  /** Null when every match fits in the grid. */
  teaser: TrendTeaser | null;
}

/**
 * Splits the matches into the free grid and the locked teaser. `matches` may be only the first
 * TRENDS_SHOWN of `total` matches: the rest are counted, never drawn.
 */
export function trendListView<T extends { title: string }>(
  matches: readonly T[],
  total = matches.length,
): TrendListView<T> {
  const grid = matches.slice(0, TRENDS_GRID_SIZE);
  const lockedCount = Math.max(0, total - grid.length);
  if (lockedCount === 0) return { grid, teaser: null };
  const named = matches.slice(TRENDS_GRID_SIZE, TRENDS_SHOWN);
  return {
    grid,
    teaser: { lockedCount, titles: named.map((trend) => trend.title), unnamedCount: lockedCount - named.length },
  };
}

/**
 * Related trends: the current trend's category first, then the rest in list order; RELATED_TRENDS_FETCHED
 * are taken, the current one is excluded, and at most RELATED_TRENDS_SHOWN are returned.
 */
export function relatedTrends<T extends { id: string; category: string }>(
  trends: readonly T[],
  currentId: string,
): T[] {
  const current = trends.find((trend) => trend.id === currentId);
  const sameCategoryFirst = current
    ? [
        ...trends.filter((trend) => trend.category === current.category),
        ...trends.filter((trend) => trend.category !== current.category),
      ]
    : [...trends];
  return sameCategoryFirst
    .slice(0, RELATED_TRENDS_FETCHED)
    .filter((trend) => trend.id !== currentId)
    .slice(0, RELATED_TRENDS_SHOWN);
}

/** The creator handle in a TikTok video link ('@name'), or null when the link has none. */
export function videoCreator(url: string): string | null {
  try {
    return new URL(url).pathname.match(/^\/(@[^/]+)/)?.[1] ?? null;
  } catch {
    return null;
  }
}

/**
 * The hashtag generator with this trend as its topic, so a creator goes from trend to post in one step.
 * `generatorPath` is where the generator is for the page's language (interfaceLink).
 */
export function hashtagGeneratorHref(topic: string, generatorPath = '/tools/hashtag-generator'): string {
  // %20 rather than '+' for spaces: every URL decoder reads it the same way.
  return withBase(`${generatorPath}?topic=${encodeURIComponent(topic)}`);
}

/**
 * A trend's spotted date ('June 2, 2024', as the frontmatter writes it) in another language's words
 * ('2 de junio de 2024'); text that is not a date the build can read is shown as written.
 */
export function localizedSpottedDate(dateSpotted: string, intlLocale: string): string {
  // Only a whole day in English words: the engine's parser also reads 'Spring 2024' (as January 1).
  const parsed = /^[A-Z][a-z]+ \d{1,2}, \d{4}$/.test(dateSpotted.trim()) ? Date.parse(dateSpotted) : NaN;
  if (Number.isNaN(parsed)) return dateSpotted;
  // Date.parse reads a date without a zone as local midnight: formatted in the same zone, it is that day.
  return new Intl.DateTimeFormat(intlLocale, { year: 'numeric', month: 'long', day: 'numeric' }).format(parsed);
}

/**
 * A growth rate as the frontmatter writes it ('+180% in 14 days') in another language: the percentage
 * and the day count through Intl, the words from `texts` ({rate} and {count}: 'en {count} días').
 * Any other wording is shown as written.
 */
export function localizedGrowthRate(growthRate: string, intlLocale: string, texts: PluralTexts): string {
  const match = /^([+-]?\d+(?:\.\d+)?)% in (\d+) days?$/.exec(growthRate.trim());
  if (!match) return growthRate;
  const rate = new Intl.NumberFormat(intlLocale, { style: 'percent', signDisplay: 'exceptZero' }).format(
    Number(match[1]) / 100,
  );
  const days = Number(match[2]);
  return fillTemplate(pluralText(texts, days, intlLocale, new Intl.NumberFormat(intlLocale).format(days)), { rate });
}
