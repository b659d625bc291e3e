import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The @/ import alias of tsconfig.json (src/).
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    // Four kinds of test, each run by its own npm script so a fast loop can leave out what builds:
    // unit (pure code, no build, seconds), build (each builds a copy of the site with its own content or
    // code), built (facts about the built site in dist/ and dist-base/, read in Node after `npm run build`)
    // and engines (the built site smoked in Firefox ESR and WebKitGTK, where installed).
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
      // Build tests start builds and the project's own commands (each a Node process of seconds, more on a
      // busy two-core machine): a minute a test unless it says more.
      { extends: true, test: { name: 'build', include: ['tests/build/**/*.test.ts'], testTimeout: 60_000 } },
      { extends: true, test: { name: 'built', include: ['tests/built/**/*.test.ts'] } },
      // Smokes of the built site in Firefox ESR and WebKitGTK (tests/engines), one browser per file; its npm
      // script runs the two files side by side (--maxWorkers 2), which halves its time on 2 cores.
      { extends: true, test: { name: 'engines', include: ['tests/engines/**/*.smoke.ts'], testTimeout: 30_000 } },
    ],
    // `npm run test:unit` measures coverage of the code unit tests are for, and fails below these
    // floors: a few points under what the tests reach (runs differ by about a point, as some paths
    // depend on timing), so a change that drops tests shows and a slow run does not.
    coverage: {
      provider: 'v8',
      include: [
        'src/lib/**',
        'src/stores/**',
        'src/integrations/**',
        'src/pageRewrites/**',
        'src/render/**',
        'src/islands/common/**',
        'src/islands/search/useSiteSearch.ts',
        'src/scripts/pagefindWorkerEngine.ts',
      ],
      reporter: ['text-summary'],
      thresholds: {
        lines: 80,
        branches: 75,
        functions: 78,
        statements: 78,
        // The pure rules are what the unit tests exist for.
        'src/lib/**': { lines: 92, branches: 88, functions: 90, statements: 92 },
      },
    },
  },
});
