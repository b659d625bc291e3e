/**
 * Puts the share cards the pages published as they rendered (src/render/shareCardImage.ts) in front of
 * visitors. A build links them into the output when it is done, as hard links to the cache's files (a
 * copy where the two are on different disks), and reports how many were drawn and what that cost. The
 * dev server answers a card's address by drawing it (or taking it from the cache), once its page has
 * rendered.
 *
 * A page the incremental build copied from its last output was not rendered, so it published nothing:
 * its card is the one the last build linked for it, which this integration records in the cache.
 */
import type { AstroIntegration } from 'astro';
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHARE_CARD_CACHE_DIR, shareCard, shareCardRegistry } from '../render/shareCardImage.ts';
import { SHARE_CARD_FOLDER, shareCardPath } from '../lib/shareCards.ts';

/** The cards the last build put into its output: each card's path under the site and its cache file. */
const LINKED_CARDS_RECORD = join(SHARE_CARD_CACHE_DIR, 'linked-cards.json');

function lastBuildsCards(): Map<string, string> {
  try {
    const record: unknown = JSON.parse(readFileSync(LINKED_CARDS_RECORD, 'utf8'));
    if (typeof record !== 'object' || record === null) return new Map();
    return new Map(Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    // No record yet, or an unreadable one: every page that has a card was rendered and published it.
    return new Map();
  }
}

/**
 * This build's cards: those its pages published, then, for each page that published none, the card the
 * last build linked for it when its cache file is still there.
 */
export function cardsOfBuild(
  published: ReadonlyMap<string, string>,
  pagePaths: readonly string[],
  lastBuild: ReadonlyMap<string, string>,
  fileExists: (file: string) => boolean = existsSync,
): Map<string, string> {
  const cards = new Map(published);
  for (const pagePath of pagePaths) {
    const path = shareCardPath(pagePath);
    const file = lastBuild.get(path);
    if (!cards.has(path) && file && fileExists(file)) cards.set(path, file);
  }
  return cards;
}

/** The dev server's answer for a card's address (`path` under the site, without the base). */
async function devShareCard(path: string): Promise<{ status: number; type: string; body: Uint8Array | string }> {
  const spec = shareCardRegistry().specs.get(path);
  if (!spec)
    return {
      status: 404,
      type: 'text/plain; charset=utf-8',
      body: `No share card at ${path} yet: a page offers its card once it has rendered, so open the page first.`,
    };
  return { status: 200, type: 'image/jpeg', body: new Uint8Array(await shareCard(spec.content, spec.coverPath)) };
}

/** `base` is the site's base path ('/' or '/folder/'). */
export function shareCardFiles(base: string): AstroIntegration {
  const cardsFolder = `${base}${SHARE_CARD_FOLDER.slice(1)}/`;
  return {
    name: 'site:share-card-files',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((request, response, next) => {
          const path = request.url?.split('?')[0] ?? '';
          if (!path.startsWith(cardsFolder)) return next();
          devShareCard(decodeURIComponent(path.slice(base.length - 1))).then(({ status, type, body }) => {
            response.statusCode = status;
            response.setHeader('Content-Type', type);
            response.end(body);
          }, next);
        });
      },
      'astro:build:done': ({ dir, pages, logger }) => {
        const registry = shareCardRegistry();
        const started = performance.now();
        const outDir = fileURLToPath(dir);
        const cards = cardsOfBuild(
          registry.files,
          pages.map((page) => page.pathname),
          lastBuildsCards(),
        );
        for (const [path, file] of cards) {
          const target = join(outDir, path);
          mkdirSync(dirname(target), { recursive: true });
          try {
            linkSync(file, target);
          } catch {
            copyFileSync(file, target);
          }
        }
        mkdirSync(SHARE_CARD_CACHE_DIR, { recursive: true });
        writeFileSync(LINKED_CARDS_RECORD, JSON.stringify(Object.fromEntries(cards)));
        const linkSeconds = (performance.now() - started) / 1000;
        logger.info(
          `share cards: ${cards.size} written in ${linkSeconds.toFixed(2)} s ` +
            `(${cards.size - registry.files.size} of pages copied from the last build); ` +
            `${registry.drawn} drawn in ${registry.drawSeconds.toFixed(1)} s (summed: pages render several at once), ` +
            'the rest from .cache/share-cards',
        );
        registry.files.clear();
        registry.drawn = 0;
        registry.drawSeconds = 0;
      },
    },
  };
}
