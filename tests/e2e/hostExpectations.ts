// What every host must answer for each build, at the domain root (dist/) and under a sub-path
// (dist-base/, /creator-hub/): its pages, assets, cache lifetimes and short tutorial addresses. The
// servers (hosting.spec.ts) and the static hosts' files (tests/built/staticHostFiles.test.ts) are held to it.
import { readdirSync } from 'node:fs';
import { SPEC_ROUTES, builtPages } from './routes';
import type { SiteBuild } from './servers';
import { CACHE_CONTROL, HASHED_ASSETS_FOLDER, SEARCH_INDEX_FOLDER } from '@/data/hosting';
import { SERVICE_WORKER_PATH } from '@/data/serviceWorkerPath';
import { TUTORIAL_ALIASES } from '@/data/tutorialAliases';

export const BUILDS: readonly SiteBuild[] = [
  { label: 'at the domain root', dist: 'dist', base: '/' },
  { label: 'under /creator-hub/', dist: 'dist-base', base: '/creator-hub/' },
];

/** The Cache-Control every host must send for a path of the site (without the base path). */
export function cacheControlFor(path: string): string {
  if (path.startsWith(HASHED_ASSETS_FOLDER)) return CACHE_CONTROL.hashedAssets;
  if (path.startsWith(SEARCH_INDEX_FOLDER)) return CACHE_CONTROL.searchIndex;
  return CACHE_CONTROL.pages;
}

const firstFile = (dir: string, extension: string) => readdirSync(dir).find((name) => name.endsWith(extension))!;

/** Every page and spec route of a build, as paths without the base. */
export function pagesOf(build: SiteBuild): string[] {
  return [...new Set([...SPEC_ROUTES, ...builtPages(build.dist)])];
}

/** Each short tutorial address as requested (with and without a slash, with a query) and where it must lead. */
export const ALIAS_REQUESTS = Object.entries(TUTORIAL_ALIASES).flatMap(([from, to]) => [
  { path: from, location: to },
  { path: `${from}/`, location: to },
  { path: `${from}?utm_source=bio`, location: `${to}?utm_source=bio` },
]);

/** Asset and index paths of a build, without the base: a stylesheet, a script, Pagefind's engine, the offline worker. */
export function assetsOf(build: SiteBuild) {
  return {
    css: `/_astro/${firstFile(`${build.dist}/_astro`, '.css')}`,
    js: `/_astro/${firstFile(`${build.dist}/_astro`, '.js')}`,
    engine: '/pagefind/pagefind.js',
    index: `/pagefind/${firstFile(`${build.dist}/pagefind`, '.pagefind')}`,
    worker: SERVICE_WORKER_PATH,
  };
}
