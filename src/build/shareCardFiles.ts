/**
 * Build-time: puts the share cards the pages published (src/build/shareCardImage.ts) into the output,
 * as hard links to the cache's files (a copy where the two are on different disks), and reports how many
 * were drawn in this build and what that cost.
 */
import type { AstroIntegration } from 'astro';
import { copyFileSync, linkSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shareCardRegistry } from './shareCardImage.ts';

export function shareCardFiles(): AstroIntegration {
  return {
    name: 'share-card-files',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const registry = shareCardRegistry();
        const started = performance.now();
        const outDir = fileURLToPath(dir);
        for (const [path, file] of registry.files) {
          const target = join(outDir, path);
          mkdirSync(dirname(target), { recursive: true });
          try {
            linkSync(file, target);
          } catch {
            copyFileSync(file, target);
          }
        }
        const linkSeconds = (performance.now() - started) / 1000;
        logger.info(
          `share cards: ${registry.files.size} written in ${linkSeconds.toFixed(2)} s; ` +
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
