/**
 * The listings' filter index: one Pagefind record per tutorial or trend whose searchable text is only
 * what the listing filters on (title and description; a trend's hashtags too), filtered by listing and
 * category and sorted in listing order. A record's card (what the island draws) rides in its URL's
 * fragment: Pagefind searches a record's metadata but never its URL, so an image address or a read
 * time cannot make a query match.
 *
 * One index holds every language's listing: an entry's English record is in the listing of English and
 * of each language it has no translation in, and each translation has a record of its own in its
 * language's listing (a `language` filter), so a listing searches the texts it shows and the index grows
 * with translated entries, not with languages times entries. Pagefind stems every record as English.
 */
import type { Language } from '../data/languages';
import { toPagefindQuery } from './search/query';
import { ALL_CATEGORIES, type ListingFilter } from './listingFilter';

/** The listings that have a filter index. */
export type ListingKind = 'tutorials' | 'trends';

/** A record as Pagefind's addCustomRecord takes it. */
export interface ListingRecord {
  url: string;
  content: string;
  language: 'en';
  meta: { title: string };
  filters: { listing: [ListingKind]; language: Language[]; category: [string] };
  sort: { order: string };
}

/** What a listing needs of an entry to index it. */
export interface IndexableEntry<Card> {
  /** The entry's page, under the base path. */
  path: string;
  title: string;
  /** The text a query is matched against. */
  searchText: string;
  category: string;
  /** The languages whose listings show this record's text. */
  languages: readonly Language[];
  /** The entry's position in the listing (a translation's is its English entry's). */
  order: number;
  card: Card;
}

/** The records of a listing, sorted by each entry's `order`. */
export function listingRecords<Card>(kind: ListingKind, entries: readonly IndexableEntry<Card>[]): ListingRecord[] {
  return entries.map((entry) => ({
    url: `${entry.path}#${encodeURIComponent(JSON.stringify(entry.card))}`,
    content: entry.searchText,
    language: 'en',
    meta: { title: entry.title },
    filters: { listing: [kind], language: [...entry.languages], category: [entry.category] },
    sort: { order: String(entry.order) },
  }));
}

/** The card a record carries (undefined when its URL has none, such as a record of an older index). */
export function cardOfRecord<Card>(url: string): Card | undefined {
  const hash = url.indexOf('#');
  if (hash < 0) return undefined;
  try {
    return JSON.parse(decodeURIComponent(url.slice(hash + 1))) as Card;
  } catch {
    return undefined;
  }
}

/** Pagefind's question for a listing's filter in a language: its search text (null: every entry) and filters. */
export function listingQuery(
  kind: ListingKind,
  language: Language,
  { query, category }: ListingFilter,
): { term: string | null; filters: Record<string, string> } {
  const term = toPagefindQuery(query);
  return {
    term: term || null,
    filters: category === ALL_CATEGORIES ? { listing: kind, language } : { listing: kind, language, category },
  };
}
