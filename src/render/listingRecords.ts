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
import { listingRecordsRegistry, type Listing } from './listingRecordsRegistry';

async function tutorialRecords(): Promise<ListingRecord[]> {
  const tutorials = (await tutorialIndex()).ordered;
  // The cards as the listing draws them: a local cover as a card-width WebP.
  const cards = await listingTutorialCards(tutorials);
  return listingRecords(
    'tutorials',
    tutorials.map((tutorial, index) => ({
      path: tutorialPath(tutorial.id),
      title: tutorial.title,
      searchText: `${tutorial.title}\n${tutorial.description}`,
      category: tutorial.category,
      card: cards[index],
    })),
  );
}

async function trendRecords(): Promise<ListingRecord[]> {
  const trends = sortNewestSpottedFirst((await publishedEntries('trends')).map(toTrendSummary));
  const cards = await listingTrendItems(trends);
  return listingRecords(
    'trends',
    trends.map((trend, index) => ({
      path: withBase(`/trends/${trend.id}`),
      title: trend.title,
      searchText: [trend.title, trend.description, ...trend.hashtags].join('\n'),
      category: trend.category,
      card: cards[index],
    })),
  );
}

/**
 * Called by a listing's first page as it renders in a build (that page is rendered by every build):
 * its whole collection's records, handed to the index step in memory. The dev server has no index.
 */
export async function publishListingRecords(listing: Listing): Promise<void> {
  if (!import.meta.env.PROD) return;
  listingRecordsRegistry().set(listing, await (listing === 'tutorials' ? tutorialRecords() : trendRecords()));
}
