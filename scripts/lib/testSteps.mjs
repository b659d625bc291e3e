// The steps of `npm test` and what each needs first: scripts/run-tests.mjs runs them on this machine,
// and the GitHub test workflow runs the same steps as jobs (a unit test holds the two together).
/**
 * name: an npm script; needs: steps whose output it reads. Listed in the order to start them when several
 * are ready: the builds and the browser tests first, as they take longest. Builds made in the project
 * folder share Astro's caches there, so each one waits for the one before it.
 */
export const TEST_STEPS = [
  { name: 'build', needs: [] },
  { name: 'build:subpath', needs: ['build'] },
  { name: 'build:fixtures', needs: [] },
  // The longest step: it starts as soon as the sites it serves are built, before any check that can wait.
  { name: 'test:e2e', needs: ['build', 'build:subpath', 'build:fixtures'] },
  { name: 'check', needs: [] },
  { name: 'lint', needs: [] },
  { name: 'format:check', needs: [] },
  { name: 'test:unit', needs: [] },
  { name: 'test:built', needs: ['build', 'build:subpath'] },
  { name: 'test:budgets', needs: ['build'] },
  // It builds copies of the project, and builds in the project folder to compare with dist/: after the
  // other builds made there.
  { name: 'test:builds', needs: ['build', 'build:subpath'] },
  { name: 'test:html', needs: ['build', 'build:subpath'] },
  // Firefox ESR and WebKitGTK smokes of dist/ (each skipped when its browser is not installed).
  { name: 'test:engines', needs: ['build'] },
];

/**
 * Settings every step of `npm test` runs with, here and in the GitHub test workflow (its top-level env):
 * no cover is downloaded, each shows the site's own picture, so the sites under test are the same with
 * or without internet (a fixture build tests the downloading, against a stand-in CDN).
 */
export const TEST_ENV = { REMOTE_COVERS: 'skip' };
