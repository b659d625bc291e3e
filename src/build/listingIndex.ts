/**
 * Builds the listings' filter index once the pages are written: the records the build wrote to
 * LISTING_RECORDS_FILE go into a Pagefind index of their own in LISTING_INDEX_FOLDER (its words are
 * only titles, descriptions and hashtags, unlike the site search's), and the records file is removed.
 * Pagefind's bundled search UIs are removed too: the listings use its engine only.
 */
import { readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { LISTING_INDEX_FOLDER, LISTING_RECORDS_FILE } from '../data/listings';
import type { ListingRecord } from '../lib/listingIndex';

const relative = (path: string) => path.replace(/^\//, '');

/** Writes the index from the records file (then removed); resolves with the number of entries. */
async function writeListingIndex(dist: URL): Promise<number> {
  const recordsPath = fileURLToPath(new URL(relative(LISTING_RECORDS_FILE), dist));
  const outputPath = fileURLToPath(new URL(relative(LISTING_INDEX_FOLDER), dist));
  const records = JSON.parse(await readFile(recordsPath, 'utf8')) as ListingRecord[];
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
  await rm(recordsPath);
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
    name: 'listing-index',
    hooks: {
      'astro:build:done': ({ dir }) => {
        writing = writeListingIndex(dir);
        // Awaited by `written`; until then a failure must not count as unhandled.
        writing.catch(() => {});
      },
    },
  };
  const written: AstroIntegration = {
    name: 'listing-index-written',
    hooks: {
      'astro:build:done': async ({ logger }) => {
        if (!writing) throw new Error('Listing index: list listingIndex().start among the integrations too');
        logger.info(`indexed ${await writing} listing entries in ${LISTING_INDEX_FOLDER}`);
      },
    },
  };
  return { start, written };
}
