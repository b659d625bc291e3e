/**
 * After the build, names in each page's head every module its load-time islands need (renderer,
 * component and their static imports), so React DOM downloads with the page instead of after the
 * renderer that imports it. Islands that wait (client:idle, client:visible) are left to load later.
 */
import { readFileSync } from 'node:fs';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { eagerIslandModules, moduleClosure, withModulePreloads } from '../lib/modulePreloads';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** `base` is the site's base path ('/' or '/folder/'): module URLs start with it, files in dist do not. */
export function islandModulePreloads(base: string): AstroIntegration {
  return {
    name: 'island-module-preloads',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const dist = fileURLToPath(dir);
        const readModule = (url: string) => readFileSync(join(dist, url.slice(base.length - 1)), 'utf8');
        for (const file of await htmlFiles(dist)) {
          const html = await readFile(file, 'utf8');
          const entries = eagerIslandModules(html);
          if (entries.length === 0) continue;
          await writeFile(file, withModulePreloads(html, moduleClosure(entries, readModule)));
        }
      },
    },
  };
}
