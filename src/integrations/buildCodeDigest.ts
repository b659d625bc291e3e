/**
 * A digest of the code that shapes pages outside Astro's view, for the incremental build.
 *
 * Astro copies a page from its last build when the page's cache key, its own modules and the config's
 * main settings are unchanged. The integrations that rewrite each rendered page (critical CSS, CSP
 * hashes, module preloads: src/pageRewrites/), the other integrations and the deploy settings they
 * read are none of those, and neither are the installed packages they run (beasties, postcss,
 * htmlparser2, satori, sharp...). This digest goes into the config (astro.config.mjs), so a change to any
 * of them renders every page again.
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

/**
 * The version of every package the site installs to build (the lock file's entries not marked `dev`),
 * as one sorted list: an upgrade of any package that runs while pages are made changes it. Tools only
 * the tests use (marked `dev`) leave it alone.
 */
export function productionPackageVersions(lockFileText: string): string[] {
  const lock = JSON.parse(lockFileText) as { packages?: Record<string, { version?: string; dev?: boolean }> };
  return Object.entries(lock.packages ?? {})
    .filter(([path, entry]) => path !== '' && !entry.dev)
    .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')}@${entry.version ?? '?'}`)
    .sort();
}
