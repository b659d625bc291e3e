/**
 * Writes the build's service worker (sw.js at the base path) once every page is built. With offline
 * mode on it is the Workbox worker of src/scripts/serviceWorker.ts, bundled with the list of files it
 * keeps at install: the pages of PRECACHED_PAGES in each language they are built in, with everything
 * they load, and PRECACHED_FILES. With
 * PUBLIC_OFFLINE=false it is the worker that removes an earlier one (src/scripts/serviceWorkerRemoval.ts).
 * Keep this integration after any step that rewrites pages, so the revisions are of the final files.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'vite';
import { PRECACHED_FILES, PRECACHED_PAGES, type ServiceWorkerBuild } from '../data/offline';
import { SERVICE_WORKER_PATH } from '../data/serviceWorkerPath';
import { HASHED_ASSETS_FOLDER } from '../data/hosting';
import { offlinePageFiles } from './precacheList';
import { withBase } from '../lib/sitePaths';
import { interfacePageLanguages } from '../lib/languagePaths';
import { localizedPath } from '../lib/languagePrefix';

const SOURCE_FOLDER = fileURLToPath(new URL('..', import.meta.url));

/** The precache list: each file's URL under the base, revisioned by its content unless its name is hashed. */
function precacheManifest(dist: string, base: string): ServiceWorkerBuild['precache'] {
  const fileOf = (url: string) => join(dist, url.slice(base.length - 1));
  const read = (url: string) => readFileSync(fileOf(url));
  const urls = new Set<string>();
  const pages = PRECACHED_PAGES.flatMap((page) =>
    interfacePageLanguages(page).map((language) => localizedPath(page, language)),
  );
  for (const page of pages) {
    const pageUrl = withBase(page.endsWith('/') ? page : `${page}/`, base);
    urls.add(pageUrl);
    const html = read(`${pageUrl}index.html`).toString('utf8');
    for (const url of offlinePageFiles(html, pageUrl, (module) => read(module).toString('utf8'))) urls.add(url);
  }
  for (const file of PRECACHED_FILES) urls.add(withBase(file, base));
  const hashed = withBase(HASHED_ASSETS_FOLDER, base);
  return [...urls].map((url) => ({
    url,
    revision: url.startsWith(hashed)
      ? null
      : createHash('sha256')
          .update(read(url.endsWith('/') ? `${url}index.html` : url))
          .digest('hex')
          .slice(0, 16),
  }));
}

/** The worker bundled as one classic script (every browser runs those as service workers). */
async function bundleWorker(entry: string, values: ServiceWorkerBuild): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: { '@': SOURCE_FOLDER } },
    define: {
      SERVICE_WORKER_BUILD: JSON.stringify(values),
      // Workbox logs every step unless it is told this is a production build.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      write: false,
      minify: true,
      lib: { entry: join(SOURCE_FOLDER, 'scripts', entry), formats: ['iife'], name: 'serviceWorker' },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = result && 'output' in result ? result.output.find((file) => file.type === 'chunk') : undefined;
  if (!chunk) throw new Error(`service worker: bundling ${entry} gave no script`);
  return chunk.code;
}

/** `base` is the site's base path; `offline` is PUBLIC_OFFLINE (false writes the removing worker). */
export function serviceWorker(base: string, offline: boolean): AstroIntegration {
  return {
    name: 'site:service-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const code = offline
          ? await bundleWorker('serviceWorker.ts', { base, precache: precacheManifest(dist, base) })
          : await bundleWorker('serviceWorkerRemoval.ts', { base, precache: [] });
        await writeFile(join(dist, SERVICE_WORKER_PATH.slice(1)), code);
        logger.info(`${SERVICE_WORKER_PATH}: ${offline ? 'offline worker' : 'removes the offline worker'}`);
      },
    },
  };
}
