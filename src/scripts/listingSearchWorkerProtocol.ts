/** The messages between a listing island and its filter worker (src/scripts/listingSearchWorker.ts). */
import type { Language } from '@/data/languages';
import type { ListingFilter } from '@/lib/listingFilter';
import type { ListingKind } from '@/lib/listingIndex';

/** Cards [from, to) of the entries of `kind` in `language` that `filter` lets through, in listing order. */
export interface ListingRequest {
  id: number;
  /** Absolute URL of the listing index folder, ending in a slash. */
  bundleUrl: string;
  kind: ListingKind;
  /** The listing page's language: its entries are the ones that page shows. */
  language: Language;
  filter: ListingFilter;
  from: number;
  to: number;
}

export type ListingReply =
  { id: number; ok: true; total: number; cards: unknown[] } | { id: number; ok: false; error: string };
