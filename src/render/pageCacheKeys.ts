/**
 * Cache keys for Astro's incremental build (`experimental.incrementalBuild`): a page whose key and code
 * are both unchanged since the last build is copied from the cache instead of rendered again. Astro
 * tracks the code; the key must change with everything else the page shows. So a tutorial page's key
 * covers its own entry (frontmatter and body), the bytes of the local pictures it shows, and every
 * other tutorial it lists (the related lists and the next link), cover files included.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Cover } from '@/lib/covers';
import { coverFile, fileDigest } from './localFiles';
import { localImagePaths } from './localImages';

/** What a key needs of a collection entry (Astro's entries have all of it). */
export interface KeyedEntry {
  /** Astro's digest of the entry's frontmatter and body. */
  digest?: string | number;
  /** The markdown file, from the project root. */
  filePath?: string;
  body?: string;
}

/** What a key needs of a tutorial as the pages list it: its frontmatter, cover included. */
export interface ListedItem {
  id: string;
  image?: Cover;
}

const digestOf = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 32);

/** One digest per file and build: a cover listed on many pages is read once. */
const fileDigests = new Map<string, string>();

/** A file's bytes as a digest; 'missing' when it is not there (the build names missing files itself). */
function digestOnce(path: string): string {
  let digest = fileDigests.get(path);
  if (digest === undefined) {
    digest = existsSync(path) ? fileDigest(path) : 'missing';
    fileDigests.set(path, digest);
  }
  return digest;
}

/** The bytes of a local cover (a remote one is its URL, already in the frontmatter). */
function coverDigest(cover: Cover | undefined): string | undefined {
  const file = coverFile(cover);
  return file && digestOnce(file);
}

/** A listed item's key part: its frontmatter and its cover's bytes. */
function listedPart(item: ListedItem): unknown {
  return [item, coverDigest(item.image)];
}

/**
 * A tutorial page's key, from its entry (with its cover, `item.image`) and the tutorials it lists (as
 * the page shows them: in its language when translated). `root` resolves the entry's file path (the
 * project folder); `extra` is anything else the page shows (the languages it exists in).
 */
export function tutorialPageKey(
  entry: KeyedEntry,
  item: ListedItem,
  listed: readonly (ListedItem | undefined)[],
  root: string = process.cwd(),
  extra?: unknown,
): string {
  const pictures =
    entry.body && entry.filePath ? localImagePaths(entry.body, resolve(root, entry.filePath)).map(digestOnce) : [];
  return digestOf([
    entry.digest ?? [entry.body, item],
    coverDigest(item.image),
    pictures,
    listed.map((other) => other && listedPart(other)),
    ...(extra === undefined ? [] : [extra]),
  ]);
}

/** A listing page's key: the items it shows, with their covers, and anything else it shows (`extra`). */
export function listingPageKey(items: readonly ListedItem[], extra: unknown): string {
  return digestOf([items.map(listedPart), extra]);
}
