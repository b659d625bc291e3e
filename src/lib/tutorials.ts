/**
 * Tutorial helpers: lookups, ordering, related lists, the listing's filter type (its URL form is
 * listingFilter.ts) and card picture choice. Pure functions, shared by the pages at build time and by the
 * listing island in the browser.
 */
import {
  DEFAULT_TUTORIAL_IMAGE,
  FEATURED_TUTORIAL_IMAGES,
  TUTORIAL_CATEGORY_IMAGES,
  type ImagePair,
} from '../data/tutorialImages';
import { RELATED_TUTORIALS_FETCHED } from '../data/listings';
import { coverSrc, type Cover } from './covers';
import { withBase } from './sitePaths';
import type { TutorialData } from './contentSchemas';
import { ALL_CATEGORIES, type ListingFilter } from './listingFilter';

/** The listing's category value that matches every tutorial. */
export { ALL_CATEGORIES };

/** A tutorial without its body (its id and validated frontmatter): what lists, cards and helpers need. */
export type TutorialSummary = { id: string } & TutorialData;

/** What a card shows; serialisable (the cover as a URL), so the listing island can receive it as a prop. */
export type TutorialCardItem = Omit<TutorialSummary, 'date' | 'featured' | 'draft' | 'imageAlt' | 'image'> & {
  image?: string;
};

/** A collection entry (id and frontmatter) as a summary. */
export function toTutorialSummary(entry: { id: string; data: TutorialData }): TutorialSummary {
  return { id: entry.id, ...entry.data };
}

export function toCardItem({ id, title, description, image, category, readTime }: TutorialSummary): TutorialCardItem {
  return { id, title, description, image: image && coverSrc(image), category, readTime };
}

/** A tutorial's root-relative English route ('/tutorials/x'); localizedPath and withBase make a link of it. */
export function tutorialRoute(id: string): string {
  return `/tutorials/${id}`;
}

export function featuredTutorials<T extends { featured: boolean }>(tutorials: readonly T[]): T[] {
  return tutorials.filter((tutorial) => tutorial.featured);
}

/** Newest first; tutorials of the same date keep their order. */
export function byDateDescending<T extends { date: Date }>(tutorials: readonly T[]): T[] {
  return [...tutorials].sort((a, b) => b.date.valueOf() - a.date.valueOf());
}

type Indexable = { id: string; category: string; date: Date };

/**
 * The tutorials ordered once, newest first, answering what every detail page asks (its related list
 * and the next tutorial) without sorting or scanning the whole library again: with one page per
 * tutorial, per-page sorting made a 10,000-tutorial build quadratic.
 */
export class TutorialIndex<T extends Indexable> {
  /** Newest first; tutorials of the same date keep their order. */
  readonly ordered: readonly T[];
  readonly #position = new Map<string, number>();
  readonly #byCategory = new Map<string, T[]>();

  constructor(tutorials: readonly T[]) {
    this.ordered = byDateDescending(tutorials);
    this.ordered.forEach((tutorial, index) => {
      this.#position.set(tutorial.id, index);
      const sameCategory = this.#byCategory.get(tutorial.category);
      if (sameCategory) sameCategory.push(tutorial);
      else this.#byCategory.set(tutorial.category, [tutorial]);
    });
  }

  /**
   * Other tutorials worth reading after `current`: the same category first, then the rest, each newest
   * first. Never includes `current` itself.
   */
  related(current: Pick<T, 'id' | 'category'>, count = RELATED_TUTORIALS_FETCHED): T[] {
    const wanted = Math.max(0, count);
    const picked: T[] = [];
    for (const tutorial of this.#byCategory.get(current.category) ?? []) {
      if (picked.length === wanted) return picked;
      if (tutorial.id !== current.id) picked.push(tutorial);
    }
    for (const tutorial of this.ordered) {
      if (picked.length === wanted) break;
      if (tutorial.category !== current.category && tutorial.id !== current.id) picked.push(tutorial);
    }
    return picked;
  }

  /**
   * What a tutorial's page lists of the others: its related tutorials (the sidebar and "More Tutorials"
   * show the first of them) and the next one. The page's cache key covers exactly these.
   */
  pageLists(current: Pick<T, 'id' | 'category'>): { related: T[]; next: T | undefined } {
    return { related: this.related(current), next: this.next(current.id) };
  }

  /** The tutorial after `currentId`, wrapping to the first; none when there is no other. */
  next(currentId: string): T | undefined {
    const index = this.#position.get(currentId);
    if (index === undefined) return this.ordered[0];
    const next = this.ordered[(index + 1) % this.ordered.length];
    return next.id === currentId ? undefined : next;
  }
}

/** The listing's search text and category; kept in the URL by the rules of listingFilter.ts. */
export type TutorialFilters = ListingFilter;

/**
 * The spec's filter, for a page that holds the whole collection: title or description contains the
 * search text (case-insensitive) and the category matches.
 */
export function filterTutorials<T extends { title: string; description: string; category: string }>(
  tutorials: readonly T[],
  { query, category }: TutorialFilters,
): T[] {
  const needle = query.trim().toLowerCase();
  return tutorials.filter(
    (tutorial) =>
      (category === ALL_CATEGORIES || tutorial.category === category) &&
      (tutorial.title.toLowerCase().includes(needle) || tutorial.description.toLowerCase().includes(needle)),
  );
}

/**
 * A card's picture: the tutorial's own image; otherwise its category's pair of the site's pictures,
 * alternating by the card's position; otherwise the default. The site's pictures come with the base path
 * in front, so every string this returns is a URL a page can use as it is, like a cover's.
 */
export function tutorialCardImage<C extends Cover>(
  tutorial: { image?: C; category: string },
  position: number,
  categoryImages: Readonly<Record<string, ImagePair | undefined>> = TUTORIAL_CATEGORY_IMAGES,
): C | string {
  if (tutorial.image) return tutorial.image;
  const pair = categoryImages[tutorial.category];
  return withBase(pair ? pair[Math.abs(position) % 2] : DEFAULT_TUTORIAL_IMAGE);
}

/** Featured cards alternate between two fixed pictures, whatever the tutorial's own image. */
export function featuredCardImage(position: number): string {
  return withBase(FEATURED_TUTORIAL_IMAGES[Math.abs(position) % 2]);
}

/** Whether a tutorial has a body to show; without one the page says the content is coming soon. */
export function hasTutorialBody(body: string | undefined): boolean {
  return Boolean(body?.trim());
}

export function readTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}

/** Content dates are calendar days parsed as UTC midnight, so they are formatted in UTC. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "May 15, 2024" ("15 de mayo de 2024" in 'es'). One formatter per language: toLocaleDateString
 * builds a new one on every call.
 */
export function formatTutorialDate(date: Date, intlLocale = 'en-US'): string {
  let format = dateFormats.get(intlLocale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    dateFormats.set(intlLocale, format);
  }
  return format.format(date);
}
