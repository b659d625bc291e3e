/**
 * The author preview (`npm run write -- <id or glob>`, src/render/contentPreview.ts) is for the dev
 * server alone.
 */
import type { AstroIntegration } from 'astro';
import { CONTENT_PREVIEW_ENV } from '../lib/contentPreview';
import { activeSelection, leftOutContentFile } from '../render/contentPreview';

/**
 * Keeps the preview to the dev server: for a build, `astro check` or `astro sync` it drops the
 * variable before the content collections load, so production output never depends on it.
 */
export function contentPreviewOnlyInDev(): AstroIntegration {
  return {
    name: 'site:content-preview-only-in-dev',
    hooks: {
      'astro:config:setup': ({ command, logger, updateConfig }) => {
        if (command === 'dev') {
          const selection = activeSelection();
          // The file watcher sets up a watch per file: thousands of left-out entries cost seconds and memory.
          if (selection) updateConfig({ vite: { server: { watch: { ignored: [leftOutContentFile(selection)] } } } });
          return;
        }
        if (!process.env[CONTENT_PREVIEW_ENV]) return;
        logger.warn(`${CONTENT_PREVIEW_ENV} is ignored outside the dev server: every tutorial and trend is loaded.`);
        delete process.env[CONTENT_PREVIEW_ENV];
      },
    },
  };
}
