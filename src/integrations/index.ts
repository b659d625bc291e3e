/**
 * What the Astro config adds to Astro for this site, composed in one place: the integrations in the
 * order their hooks must run (each ordering rule stated once, below, and checked), the Vite plugins
 * and the markdown plugins. astro.config.mjs reads the deploy settings and hands them here.
 */
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import type { AstroIntegration } from 'astro';
import { existsSync } from 'node:fs';
import { contentEditor } from './contentEditor';
import { contentPreviewOnlyInDev } from './contentPreview';
import type { DeploySettings } from './deploySettings';
import { consentIsAsked } from '../data/analytics';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES } from '../data/languages';
import { hostingFiles } from './hostingFiles';
import { languageFolders } from './languageFolders';
import { listingIndex } from './listingIndex';
import { baseLinks } from './markdown/baseLinks';
import { markdownImageChecks } from './markdown/images';
import { focusableCodeBlocks } from './markdown/codeBlocks';
import { headingLinks } from './markdown/headingLinks';
import { scrollableTables } from './markdown/tables';
import { safeLinks } from './markdown/urlPolicy';
import { rewritePagesAsRendered } from './pageRewrites';
import { serviceWorker } from './serviceWorker';
import { shareCardFiles } from './shareCardFiles';
import { lightPreloadHelper } from './vite/lightPreloadHelper';
import { reactCompileHint } from './vite/reactCompileHint';
import { analyticsSwitch } from './vite/analyticsSwitch';

/** A rule on the order of the integrations, by name: `first` must come before `then`. */
export interface OrderRule {
  first: string;
  then: string;
  why: string;
}

/**
 * Astro runs each hook of the integrations one after another, in the order they are listed (the
 * build-done hooks included), so these hold the order that matters.
 */
/** The build-done hooks that run between site:listing-index and site:listing-index-written. */
const HOOKS_WHILE_PAGEFIND_WRITES = [
  '@astrojs/sitemap',
  'site:hosting-files',
  'site:share-card-files',
  'site:content-editor',
  'site:service-worker',
];

export const ORDER_RULES: readonly OrderRule[] = [
  {
    first: 'site:listing-index',
    then: 'site:listing-index-written',
    why: 'the second waits for the listing index the first sets Pagefind writing (in its own process)',
  },
  ...['site:hosting-files', 'site:share-card-files', '@astrojs/sitemap', 'site:content-editor'].map((writer) => ({
    first: writer,
    then: 'site:service-worker',
    why: "the worker's precache list is revisioned by the final bytes of what it lists (a few pages, their modules and stylesheets, the app's icons and manifest): whatever writes into the output runs before it, except the listing and search indexes Pagefind writes meanwhile, which are not on the list",
  })),
  ...['@astrojs/sitemap', 'site:share-card-files', 'site:content-editor'].map((writer) => ({
    first: writer,
    then: 'site:hosting-files',
    why: 'its _headers gives a cache rule to each top-level entry of the output it finds',
  })),
  ...HOOKS_WHILE_PAGEFIND_WRITES.map((hook) => ({
    first: 'site:listing-index',
    then: hook,
    why: 'the build-done hooks between site:listing-index and site:listing-index-written run while Pagefind writes the index',
  })),
  ...HOOKS_WHILE_PAGEFIND_WRITES.map((hook) => ({
    first: hook,
    then: 'site:listing-index-written',
    why: 'the build-done hooks between site:listing-index and site:listing-index-written run while Pagefind writes the index',
  })),
];

/** The rules `names` (the integrations' names in order) breaks, each as a sentence; none when it keeps them all. */
export function orderViolations(names: readonly string[], rules: readonly OrderRule[] = ORDER_RULES): string[] {
  return rules.flatMap(({ first, then, why }) => {
    const [a, b] = [names.indexOf(first), names.indexOf(then)];
    if (a < 0 || b < 0) return [`${a < 0 ? first : then} is missing (${first} before ${then}: ${why})`];
    return a < b ? [] : [`${first} must come before ${then}: ${why}`];
  });
}

/** Throws when the list breaks an ordering rule: a misordered build would be wrong without failing. */
function inOrder(integrations: AstroIntegration[]): AstroIntegration[] {
  const violations = orderViolations(integrations.map(({ name }) => name));
  if (violations.length > 0) throw new Error(`Integrations out of order:\n${violations.join('\n')}`);
  return integrations;
}

/**
 * The site's integrations for a build with these deploy settings, in the order their hooks run.
 * `runtimeHashes` are the CSP hashes of styles inserted at run time (runtimeStyleHashes()).
 */
export function siteIntegrations(deploy: DeploySettings, runtimeHashes: readonly string[]): AstroIntegration[] {
  const listingIndexBuild = listingIndex();
  return inOrder([
    languageFolders(),
    contentPreviewOnlyInDev(),
    // Each page is rewritten as it is rendered, before it is written (src/pageRewrites/steps.ts), in
    // worker threads beside the rendering.
    rewritePagesAsRendered({ base: deploy.base, runtimeHashes }),
    react(),
    mdx(),
    listingIndexBuild.start,
    // The not-found page is for humans who took a wrong turn, not for search engines.
    // The offline page is what the service worker shows for a page it cannot reach: not a page to find.
    sitemap({
      filter: (page) => !page.includes('/404') && !page.includes('/offline'),
      // Each page lists its versions in every language it is built in (xhtml:link hreflang), found by
      // their paths: '/es/x' is the Spanish version of '/x'.
      i18n: {
        defaultLocale: DEFAULT_LANGUAGE,
        locales: Object.fromEntries(LANGUAGE_CODES.map((language) => [language, LANGUAGES[language].htmlLang])),
      },
    }),
    // The share cards the pages published: linked from the cache into the output, or drawn on request in dev.
    shareCardFiles(deploy.base),
    // The content editor at /admin/ (unless PUBLIC_CMS=false): its own page, config and bundle.
    contentEditor(deploy),
    // After every writer but the worker and Pagefind: its _headers gives each top-level entry a rule.
    hostingFiles(deploy.base, deploy.site),
    serviceWorker(deploy.base, deploy.offline),
    listingIndexBuild.written,
  ]);
}

/** The Vite plugins: Tailwind, the two that shape the bundled client code, and the analytics modules' switch. */
export function siteVitePlugins(deploy: DeploySettings) {
  const use = {
    consentAsked: consentIsAsked(deploy.measurementId, deploy.analyticsConsent),
    measured: deploy.measurementId !== null,
  };
  return [tailwindcss(), lightPreloadHelper(), reactCompileHint(), analyticsSwitch(use)];
}

/**
 * The markdown processor's HTML plugins: links made safe, then put under the base path; tables made
 * scrollable; images need alt text, an image beside the file must exist, and one from another host is
 * refused unless the build links pictures from their host, as its CSP then allows (the build names each).
 */
export function markdownHastPlugins(deploy: DeploySettings) {
  const remotePictures = deploy.remoteCovers === 'link';
  return [
    safeLinks,
    baseLinks(deploy.base),
    scrollableTables,
    focusableCodeBlocks,
    headingLinks,
    markdownImageChecks(existsSync, { remotePictures }),
  ];
}
