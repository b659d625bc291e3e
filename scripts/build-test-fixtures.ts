// Builds the sites the browser tests need besides dist/ and dist-base/ (the long listing, the long guide,
// optional parts off at the root and under the sub-path), so `npm test` can make them beside other work instead of a
// browser test waiting for them. Each is skipped when its last build is still current.
// Usage: node scripts/build-test-fixtures.ts
import { listingFixture, longGuideBuild, optOutBuild } from '../tests/e2e/fixtureBuilds.ts';

for (const [name, build] of [
  ['long listing', listingFixture],
  ['a long guide, in English and Arabic', longGuideBuild],
  ['optional parts off (offline mode, content editor) at the root', () => optOutBuild('/')],
  ['optional parts off under /creator-hub/', () => optOutBuild('/creator-hub/')],
] as const) {
  const started = performance.now();
  const dist = await build();
  console.log(`${name}: ${dist} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
