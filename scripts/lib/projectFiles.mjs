/**
 * What a copy of the project needs to build the site (tests, docs and caches stay behind): the test
 * fixtures' sites and the scale benchmark copy these. The lock file is among them because the build's
 * code digest reads the installed packages' versions from it.
 */
export const PROJECT_BUILD_FILES = [
  'src',
  'public',
  'astro.config.mjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'pagefind.yml',
];
