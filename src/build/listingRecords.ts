/**
 * The records of the listings' filter index, read from the collections in listing order: tutorials
 * newest first, searched on title and description; trends newest spotted first, searched on title,
 * description and hashtags. Each carries the card its listing draws.
 */
import { getCollection } from 'astro:content';
import { tutorialIndex } from './tutorialCollection';
import { listingRecords, type ListingRecord } from '@/lib/listingIndex';
import { toCardItem, tutorialPath } from '@/lib/tutorials';
import { sortNewestSpottedFirst, toTrendSummary } from '@/lib/trends';
import { withBase } from '@/lib/sitePaths';

export async function allListingRecords(): Promise<ListingRecord[]> {
  const tutorials = (await tutorialIndex()).ordered;
  const trends = sortNewestSpottedFirst((await getCollection('trends')).map(toTrendSummary));
  return [
    ...listingRecords(
      'tutorials',
      tutorials.map((tutorial) => ({
        path: tutorialPath(tutorial.id),
        title: tutorial.title,
        searchText: `${tutorial.title}\n${tutorial.description}`,
        category: tutorial.category,
        card: toCardItem(tutorial),
      })),
    ),
    ...listingRecords(
      'trends',
      trends.map((trend) => ({
        path: withBase(`/trends/${trend.id}`),
        title: trend.title,
        searchText: [trend.title, trend.description, ...trend.hashtags].join('\n'),
        category: trend.category,
        card: trend,
      })),
    ),
  ];
}
