// Astro configuration: static output, React islands, MDX, Tailwind 4 through its Vite plugin.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import { loadEnv } from 'vite';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { satteri } from '@astrojs/markdown-satteri';
import { safeLinks } from './src/build/markdown/urlPolicy.ts';
import { scrollableTables } from './src/build/markdown/tables.ts';
import { baseLinks } from './src/build/markdown/baseLinks.ts';
import { withBase } from './src/lib/sitePaths.ts';
import { readDeploySettings } from './src/build/deploySettings.ts';
import { hostingFiles } from './src/build/hostingFiles.ts';
import { rewritePagesAsRendered } from './src/build/rewritePagesAsRendered.ts';
import { serviceWorker } from './src/build/serviceWorker.ts';
import { listingIndex } from './src/build/listingIndex.ts';
import { lightPreloadHelper } from './src/build/lightPreloadHelper.ts';
import { reactCompileHint } from './src/build/reactCompileHint.ts';
import { markdownImageChecks } from './src/build/markdown/images.ts';
import { TUTORIAL_ALIASES } from './src/data/tutorialAliases.ts';
import { contentPreviewOnlyInDev } from './src/build/contentPreview.ts';
import { shareCardFiles } from './src/build/shareCardFiles.ts';
import { CSP_STYLE_RESOURCES, cspForAnalytics, runtimeStyleHashes } from './src/build/contentSecurityPolicy.ts';
import { buildCodeDigest } from './src/build/buildCodeDigest.ts';

// SITE_URL, BASE_PATH, PUBLIC_GA_MEASUREMENT_ID and PUBLIC_OFFLINE, checked before anything is built. They
// come from the environment or from .env files, as the pages' import.meta.env sees them, so the CSP and the
// tag agree.
const deploy = readDeploySettings({ ...loadEnv('production', process.cwd(), ''), ...process.env });
const csp = cspForAnalytics(deploy.measurementId);
const PAGES_RENDERED_AT_ONCE = 4;
/** The code behind the build's integrations and page rewriting (see `vite.define` below). */
const BUILD_CODE = ['astro.config.mjs', 'src/build', 'src/lib', 'src/data'];
const listingIndexBuild = listingIndex();

export default defineConfig({
  site: deploy.site,
  base: deploy.base,
  output: 'static',
  // Lossless whitespace removal: the 'jsx' default would glue words to the links beside them.
  compressHTML: true,
  trailingSlash: 'ignore',
  // Astro's build cache (the content store, optimised images, the incremental build's pages) beside the
  // share cards: one folder a CI cache keeps, and each copy of the project has its own.
  cacheDir: './.cache/astro',
  experimental: {
    // A rebuild copies the pages whose code and cache key are unchanged from the last build's output
    // (kept in the cache folder) instead of rendering them again: tutorial pages and the listing's
    // further pages give keys (src/build/pageCacheKeys.ts).
    incrementalBuild: true,
  },
  build: {
    format: 'directory',
    redirects: false,
    // Pages rendered at once. One at a time, the build waits on each page's file writes with nothing to do
    // (about a third of page generation at 10,000 tutorials); four keep it busy (scripts/bench-scale.mjs).
    concurrency: PAGES_RENDERED_AT_ONCE,
  },
  // The short tutorial addresses redirect in `astro dev`; a build writes their host rules and redirect
  // pages itself (src/build/hostingFiles.ts), since Astro's own pages are not valid HTML (`0;url=`).
  // Astro puts each redirect under the base but writes its target as given.
  redirects: Object.fromEntries(
    Object.entries(TUTORIAL_ALIASES).map(([from, to]) => [from, withBase(to, deploy.base)]),
  ),
  integrations: [
    contentPreviewOnlyInDev(),
    // Each page is rewritten as it is rendered, before it is written (critical CSS inline, each page's own
    // CSP hashes, ...: src/build/pageRewriteSteps.ts), in worker threads beside the rendering.
    rewritePagesAsRendered({ base: deploy.base }),
    react(),
    mdx(),
    // The /tutorials and /trends filter's own small index, from the records the pages wrote: Pagefind
    // builds it in its own process while the build-done hooks below run, and the last one waits for it.
    listingIndexBuild.start,
    // The not-found page is for humans who took a wrong turn, not for search engines.
    // The offline page is what the service worker shows for a page it cannot reach: not a page to find.
    sitemap({ filter: (page) => !page.includes('/404') && !page.includes('/offline') }),
    hostingFiles(deploy.base, deploy.site),
    // The share cards the pages published, linked from the cache into the output.
    shareCardFiles(),
    // The worker's precache list is revisioned by the pages' final bytes (the listing index is cached as used).
    serviceWorker(deploy.base, deploy.offline),
    listingIndexBuild.written,
  ],
  security: {
    csp: {
      directives: csp.directives,
      scriptDirective: { resources: csp.scriptResources },
      styleDirective: {
        resources: CSP_STYLE_RESOURCES,
        hashes: runtimeStyleHashes().map((hash) => ({ hash, kind: 'element' })),
      },
    },
  },
  // Images beside a markdown file get a srcset of widths up to their own (Astro's image pipeline).
  image: { layout: 'constrained' },
  markdown: {
    // Shiki colours code with inline styles, which the CSP forbids; Prism uses classes.
    syntaxHighlight: 'prism',
    // Sätteri (Astro's native processor) keeps a 10,000-tutorial build near a bare build's time;
    // remark/rehype made markdown 17x slower there (scripts/bench-scale.mjs). .mdx inherits it.
    // Images need alt text, and an image beside the file must exist: the build names the file and image.
    processor: satteri({
      hastPlugins: [safeLinks, baseLinks(deploy.base), scrollableTables, markdownImageChecks(existsSync)],
    }),
  },
  vite: {
    plugins: [tailwindcss(), lightPreloadHelper(), reactCompileHint()],
    define: {
      // Unused by the code: the incremental build compares its config (this included) with the last
      // build's, but not the integrations that rewrite pages or the settings they read. Their digest
      // here makes a change to them render every page again.
      __BUILD_CODE_DIGEST__: JSON.stringify(
        buildCodeDigest(fileURLToPath(new URL('.', import.meta.url)), BUILD_CODE, deploy),
      ),
    },
  },
});
