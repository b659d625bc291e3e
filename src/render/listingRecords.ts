/**
 * The records of the listings' filter index, read from the collections in listing order: tutorials
 * newest first, searched on title and description; trends newest spotted first, searched on title,
 * description and hashtags. Each carries the card its listing draws. An entry's English record serves
 * English and every language it is not translated into; each translation adds a record for its
 * language's listing, at its English entry's place.
 */
import { tutorialIndex } from './tutorialCollection';
import { publishedEntries } from './publishedCollection';
import { listingTrendItems, listingTutorialCards } from './listingCovers';
import { localizedTrendCards, localizedTutorialCards, translatedEntryIds } from './listingTranslations';
import { LANGUAGE_CODES, type Language } from '@/data/languages';
import { listingRecords, type IndexableEntry, type ListingKind, type ListingRecord } from '@/lib/listingIndex';
import { cardLanguage, languagesShowingEnglish, type LocalizedCard } from '@/lib/localizedEntries';
import { localizedPath } from '@/lib/languagePrefix';
import { tutorialRoute } from '@/lib/tutorials';
import { sortNewestSpottedFirst, toTrendSummary } from '@/lib/trends';
import { withBase } from '@/lib/sitePaths';
import { listingRecordsRegistry, type Listing } from './listingRecordsRegistry';

interface ListedCard extends LocalizedCard {
  id: string;
  title: string;
  category: string;
}

/**
 * A listing's records in every language: `cards` in listing order (English), `localize` gives the cards
 * of a language's translations, `route` an entry's English path and `searchText` what a query matches.
 */
async function recordsInEveryLanguage<Card extends ListedCard>(
  kind: ListingKind,
  cards: readonly Card[],
  localize: (cards: readonly Card[], language: Language) => Promise<Card[]>,
  route: (id: string) => string,
  searchText: (card: Card) => string,
): Promise<ListingRecord[]> {
  const translated = await translatedEntryIds(kind, LANGUAGE_CODES);
  const entry = (card: Card, order: number, languages: readonly Language[]): IndexableEntry<Card> => ({
    path: withBase(localizedPath(route(card.id), cardLanguage(card))),
    title: card.title,
    searchText: searchText(card),
    category: card.category,
    languages,
    order,
    card,
  });
  const english = cards.map((card, order) =>
    entry(
      card,
      order,
      languagesShowingEnglish((language) => translated.get(language)?.has(card.id) ?? false),
    ),
  );
  const translations = await Promise.all(
    [...translated].map(async ([language, ids]) => {
      const positions = cards.flatMap((card, order) => (ids.has(card.id) ? [{ card, order }] : []));
      const localized = await localize(
        positions.map(({ card }) => card),
        language,
      );
      return localized.map((card, index) => entry(card, positions[index].order, [language]));
    }),
  );
  return listingRecords(kind, [...english, ...translations.flat()]);
}

async function tutorialRecords(): Promise<ListingRecord[]> {
  // The cards as the listing draws them: a local cover as a card-width WebP.
  const cards = await listingTutorialCards((await tutorialIndex()).ordered);
  return recordsInEveryLanguage('tutorials', cards, localizedTutorialCards, tutorialRoute, (card) =>
    [card.title, card.description].join('\n'),
  );
}

async function trendRecords(): Promise<ListingRecord[]> {
  const trends = sortNewestSpottedFirst((await publishedEntries('trends')).map(toTrendSummary));
  const cards = await listingTrendItems(trends);
  return recordsInEveryLanguage(
    'trends',
    cards,
    localizedTrendCards,
    (id) => `/trends/${id}`,
    (card) => [card.title, card.description, ...card.hashtags].join('\n'),
  );
}

/**
 * Called by a listing's first page in English as it renders in a build (that page is rendered by every
 * build): its whole collection's records in every language, handed to the index step in memory. The
 * dev server has no index.
 */
export async function publishListingRecords(listing: Listing): Promise<void> {
  if (!import.meta.env.PROD) return;
  listingRecordsRegistry().set(listing, await (listing === 'tutorials' ? tutorialRecords() : trendRecords()));
}
