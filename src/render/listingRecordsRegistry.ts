/**
 * Where the listing pages leave their filter records for the build's index step, apart from the code
 * that reads the collections (src/render/listingRecords.ts), which the Astro config cannot load.
 */
import type { ListingRecord } from '../lib/listingIndex';
import { processState } from './processState';

/** The listings with a filter index of their own records. */
export type Listing = 'tutorials' | 'trends';

/**
 * Each listing's records as its page published them in this build, for the index step
 * (src/integrations/listingIndex.ts) to take when the build is done: kept on the process, where the
 * integration reads it.
 */
export function listingRecordsRegistry(): Map<Listing, ListingRecord[]> {
  return processState('listingRecords', () => new Map<Listing, ListingRecord[]>());
}
