/**
 * A digest of the code that shapes pages outside Astro's view, for the incremental build.
 *
 * Astro copies a page from its last build when the page's cache key, its own modules and the config's
 * main settings are unchanged. The integrations that rewrite each rendered page (critical CSS, CSP
 * hashes, module preloads: src/pageRewrites/), the other integrations and the deploy settings they
 * read are none of those. This digest
 * goes into the config (astro.config.mjs), so a change to any of them renders every page again.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file under `paths` (files or folders), relative to `root`, in a stable order. */
function filesUnder(root: string, paths: readonly string[]): string[] {
  const files: string[] = [];
  for (const path of paths) {
    const full = join(root, path);
    if (!statSync(full).isDirectory()) {
      files.push(full);
      continue;
    }
    for (const entry of readdirSync(full, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) files.push(join(entry.parentPath, entry.name));
    }
  }
  return files.map((file) => relative(root, file)).sort();
}

/** The digest of the files under `paths` (names and bytes) and of `settings`. */
export function buildCodeDigest(root: string, paths: readonly string[], settings: unknown): string {
  const hash = createHash('sha256').update(JSON.stringify(settings ?? null));
  for (const file of filesUnder(root, paths)) hash.update(`\0${file}\0`).update(readFileSync(join(root, file)));
  return hash.digest('hex').slice(0, 32);
}
