/**
 * Builds the listings' filter index once the pages are written: the records the listing pages
 * published as they rendered (src/render/listingRecords.ts, in memory) go into a Pagefind index of
 * their own in LISTING_INDEX_FOLDER (its words are only titles, descriptions and hashtags, unlike the
 * site search's). Pagefind's bundled search UIs are removed: the listings use its engine only.
 */
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { LISTING_INDEX_FOLDER } from '../data/listings';
import type { ListingRecord } from '../lib/listingIndex';
import { listingRecordsRegistry, type Listing } from '../render/listingRecordsRegistry';

const relative = (path: string) => path.replace(/^\//, '');

/** The page that publishes each listing's records. */
const PUBLISHED_BY: Record<Listing, string> = { tutorials: '/tutorials', trends: '/trends' };

/** This build's records, tutorials then trends; a build whose listing page published none fails. */
function publishedRecords(): ListingRecord[] {
  const registry = listingRecordsRegistry();
  const missing = (Object.keys(PUBLISHED_BY) as Listing[]).filter((listing) => !registry.has(listing));
  if (missing.length > 0)
    throw new Error(
      `Listing index: no records from ${missing.map((listing) => PUBLISHED_BY[listing]).join(' and ')}, which publishes them as it renders`,
    );
  const records = [...registry.get('tutorials')!, ...registry.get('trends')!];
  registry.clear();
  return records;
}

/** Writes the index from the published records; resolves with the number of entries. */
async function writeListingIndex(dist: URL, records: ListingRecord[]): Promise<number> {
  const outputPath = fileURLToPath(new URL(relative(LISTING_INDEX_FOLDER), dist));
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Listing index: Pagefind did not start: ${errors.join('; ')}`);
  try {
    // In batches: one request at a time would wait on the Pagefind process for each record.
    for (let start = 0; start < records.length; start += 500) {
      const batch = records.slice(start, start + 500);
      const added = await Promise.all(batch.map((record) => index.addCustomRecord(record)));
      const failed = added.findIndex((result) => result.errors.length);
      if (failed >= 0) throw new Error(`Listing index: ${batch[failed].url}: ${added[failed].errors.join('; ')}`);
    }
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new Error(`Listing index: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }
  for (const file of await readdir(outputPath)) {
    if (/^pagefind-.*ui\.(js|css)$|^pagefind-highlight\.js$/.test(file)) await rm(join(outputPath, file));
  }
  return records.length;
}

/**
 * Two integrations: Pagefind works in its own process, so `start` sets it going and `written`, listed
 * some integrations later, waits for it. The build-done hooks between them run meanwhile instead of
 * after it; Astro runs those hooks one after another, in the order of the integrations.
 */
export function listingIndex(): { start: AstroIntegration; written: AstroIntegration } {
  let writing: Promise<number> | undefined;
  const start: AstroIntegration = {
    name: 'site:listing-index',
    hooks: {
      'astro:build:done': ({ dir }) => {
        writing = writeListingIndex(dir, publishedRecords());
        // Awaited by `written`; until then a failure must not count as unhandled.
        writing.catch(() => {});
      },
    },
  };
  const written: AstroIntegration = {
    name: 'site:listing-index-written',
    hooks: {
      'astro:build:done': async ({ logger }) => {
        if (!writing) throw new Error('Listing index: list listingIndex().start among the integrations too');
        logger.info(`indexed ${await writing} listing entries in ${LISTING_INDEX_FOLDER}`);
      },
    },
  };
  return { start, written };
}
