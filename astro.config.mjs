// Astro configuration: static output, React islands, MDX, Tailwind 4 through its Vite plugin.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import { loadEnv } from 'vite';
import { satteri } from '@astrojs/markdown-satteri';
import { withBase } from './src/lib/sitePaths.ts';
import { readDeploySettings } from './src/integrations/deploySettings.ts';
import { markdownHastPlugins, siteIntegrations, siteVitePlugins } from './src/integrations/index.ts';
import { TUTORIAL_ALIASES } from './src/data/tutorialAliases.ts';
import { astroCspSettings } from './src/pageRewrites/contentSecurityPolicy.ts';
import { runtimeStyleHashes } from './src/pageRewrites/inlineCodeHashes.ts';
import { readFileSync } from 'node:fs';
import { buildCodeDigest, productionPackageVersions } from './src/integrations/buildCodeDigest.ts';

// The deploy settings (the list is in src/integrations/deploySettings.ts: the site's address and base path,
// analytics, offline mode, covers and the content editor's), checked before anything is built. They come
// from the environment or from .env files, as the pages' import.meta.env sees them, so the CSP and the tag
// agree.
const deploy = readDeploySettings({ ...loadEnv('production', process.cwd(), ''), ...process.env });
// Read once from the installed sonner: Astro's CSP and the page rewrite workers both need them.
const runtimeHashes = runtimeStyleHashes();
const PAGES_RENDERED_AT_ONCE = 4;
/** The code behind the build's integrations and page rewriting (see `vite.define` below). */
const BUILD_CODE = ['astro.config.mjs', 'src/integrations', 'src/pageRewrites', 'src/render', 'src/lib', 'src/data'];

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
    // further pages give keys (src/render/pageCacheKeys.ts).
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
  // pages itself (src/integrations/hostingFiles.ts), since Astro's own pages are not valid HTML (`0;url=`).
  // Astro puts each redirect under the base but writes its target as given.
  redirects: Object.fromEntries(
    Object.entries(TUTORIAL_ALIASES).map(([from, to]) => [from, withBase(to, deploy.base)]),
  ),
  // In the order their hooks must run: src/integrations/index.ts states and checks each rule.
  integrations: siteIntegrations(deploy, runtimeHashes),
  security: { csp: astroCspSettings(deploy, runtimeHashes) },
  // Images beside a markdown file get a srcset of widths up to their own (Astro's image pipeline).
  image: { layout: 'constrained' },
  markdown: {
    // Shiki colours code with inline styles, which the CSP forbids; Prism uses classes.
    syntaxHighlight: 'prism',
    // Sätteri (Astro's native processor) keeps a 10,000-tutorial build near a bare build's time;
    // remark/rehype made markdown 17x slower there (scripts/bench-scale.mjs). .mdx inherits it.
    // Images need alt text, an image beside the file must exist, and none may come from another host: the
    // build names the file and image.
    processor: satteri({ hastPlugins: markdownHastPlugins(deploy) }),
  },
  vite: {
    plugins: siteVitePlugins(deploy),
    // Workers are modules (started with type 'module') whose lazy imports stay files of their own: the
    // search worker downloads only its page language's search terms.
    worker: { format: 'es' },
    build: {
      rolldownOptions: {
        output: {
          // Fewer, larger files for what pages always load together: each file costs its own request and
          // compression overhead (about 60 bytes of gzip apiece). 'site' is what every page's header and
          // layout scripts share (plus the language helpers the islands use); 'react' is React and React
          // DOM, which an island page always loads whole. Budgets in scripts/budgets.ts.
          codeSplitting: {
            groups: [
              {
                name: 'site',
                test: /src\/(lib\/(sitePaths|languagePrefix|dictionaries)|scripts\/(submitSiteSearch|siteSearch|analytics)|data\/(theme|languages))\.ts|node_modules\/nanostores\//,
              },
              { name: 'react', test: /node_modules\/(react|react-dom|scheduler)\// },
            ],
          },
        },
      },
    },
    define: {
      // Unused by the code: the incremental build compares its config (this included) with the last
      // build's, but not the integrations that rewrite pages, the settings they read or the installed
      // packages' versions. Their digest here makes a change to any of them render every page again.
      __BUILD_CODE_DIGEST__: JSON.stringify(
        buildCodeDigest(fileURLToPath(new URL('.', import.meta.url)), BUILD_CODE, {
          deploy,
          packages: productionPackageVersions(readFileSync(new URL('package-lock.json', import.meta.url), 'utf8')),
        }),
      ),
    },
  },
});
