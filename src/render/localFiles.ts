/**
 * Files on disk that pages show: a local cover's file, and a digest of a file's bytes. Shared by the
 * share cards (a card is cached by what it shows) and the incremental build's page keys.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isLocalCover, type Cover } from '../lib/covers.ts';

/** A digest of a file's bytes. */
export function fileDigest(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 32);
}

/** The file on disk behind a local cover (Astro's image metadata carries it in a build); none for a URL. */
export function coverFile(cover: Cover | undefined): string | undefined {
  return isLocalCover(cover) ? (cover as { fsPath?: string }).fsPath : undefined;
}
