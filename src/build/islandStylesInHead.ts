/**
 * After the build, moves Astro's island stylesheet of every page from the body into the head
 * (src/lib/islandStyles.ts says why), so each page is valid HTML under any checker.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { withIslandStylesInHead } from '../lib/islandStyles';

export function islandStylesInHead(): AstroIntegration {
  return {
    name: 'island-styles-in-head',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const dist = fileURLToPath(dir);
        const pages = (await readdir(dist, { recursive: true })).filter((name) => name.endsWith('.html'));
        // One page at a time: a build of thousands of tutorials would otherwise open them all at once.
        for (const name of pages) {
          const file = join(dist, name);
          const html = await readFile(file, 'utf8');
          const moved = withIslandStylesInHead(html);
          if (moved !== html) await writeFile(file, moved);
        }
      },
    },
  };
}
