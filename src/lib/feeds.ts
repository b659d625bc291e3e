/**
 * The items of the tutorials and trends RSS feeds, newest first: title, description, date, category
 * and the absolute link of each page. Pure, so the order and fields are unit-tested.
 */
import { byDateDescending, tutorialRoute } from './tutorials';
import { sortNewestSpottedFirst } from './trends';

export interface FeedItem {
  title: string;
  description: string;
  link: string;
  /** Absent when a trend's spotted date is not a readable date (RSS makes it optional). */
  pubDate?: Date;
  categories: string[];
}

/** Absolute URL of a root-relative site path ("/tutorials/x"): the caller adds base path and origin. */
export type AbsoluteUrl = (path: string) => string;

export function tutorialFeedItems(
  tutorials: readonly { id: string; title: string; description: string; date: Date; category: string }[],
  absoluteUrl: AbsoluteUrl,
): FeedItem[] {
  return byDateDescending(tutorials).map((tutorial) => ({
    title: tutorial.title,
    description: tutorial.description,
    link: absoluteUrl(tutorialRoute(tutorial.id)),
    pubDate: tutorial.date,
    categories: [tutorial.category],
  }));
}

/** A trend's spotted date ('June 2, 2024') as midnight UTC, or undefined when it is not a date. */
function spottedDate(text: string): Date | undefined {
  const time = Date.parse(`${text} UTC`);
  return Number.isNaN(time) ? undefined : new Date(time);
}

export function trendFeedItems(
  trends: readonly { id: string; title: string; description: string; dateSpotted: string; category: string }[],
  absoluteUrl: AbsoluteUrl,
): FeedItem[] {
  return sortNewestSpottedFirst(trends).map((trend) => ({
    title: trend.title,
    description: trend.description,
    link: absoluteUrl(`/trends/${trend.id}`),
    pubDate: spottedDate(trend.dateSpotted),
    categories: [trend.category],
  }));
}
