/**
 * The records of the listings' filter index, read from the collections in listing order: tutorials
 * newest first, searched on title and description; trends newest spotted first, searched on title,
 * description and hashtags. Each carries the card its listing draws.
 */
import { tutorialIndex } from './tutorialCollection';
import { publishedEntries } from './publishedCollection';
import { listingTrendItems, listingTutorialCards } from './listingCovers';
import { listingRecords, type ListingRecord } from '@/lib/listingIndex';
import { tutorialPath } from '@/lib/tutorials';
import { sortNewestSpottedFirst, toTrendSummary } from '@/lib/trends';
import { withBase } from '@/lib/sitePaths';

export async function allListingRecords(): Promise<ListingRecord[]> {
  const tutorials = (await tutorialIndex()).ordered;
  const trends = sortNewestSpottedFirst((await publishedEntries('trends')).map(toTrendSummary));
  // The cards as the listings draw them: a local cover as a card-width WebP.
  const tutorialCards = await listingTutorialCards(tutorials);
  const trendCards = await listingTrendItems(trends);
  return [
    ...listingRecords(
      'tutorials',
      tutorials.map((tutorial, index) => ({
        path: tutorialPath(tutorial.id),
        title: tutorial.title,
        searchText: `${tutorial.title}\n${tutorial.description}`,
        category: tutorial.category,
        card: tutorialCards[index],
      })),
    ),
    ...listingRecords(
      'trends',
      trends.map((trend, index) => ({
        path: withBase(`/trends/${trend.id}`),
        title: trend.title,
        searchText: [trend.title, trend.description, ...trend.hashtags].join('\n'),
        category: trend.category,
        card: trendCards[index],
      })),
    ),
  ];
}
