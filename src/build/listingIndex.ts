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

export function listingIndex(): AstroIntegration {
  return {
    name: 'listing-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const recordsPath = fileURLToPath(new URL(relative(LISTING_RECORDS_FILE), dir));
        const outputPath = fileURLToPath(new URL(relative(LISTING_INDEX_FOLDER), dir));
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
        logger.info(`indexed ${records.length} listing entries in ${LISTING_INDEX_FOLDER}`);
      },
    },
  };
}
