// Browser tests run against the built site (dist/) served as plain files by scripts/serve.mjs; the
// 'subpath' project runs the navigation, search, not-found and analytics specs and a link crawl against
// the sub-path build (dist-base/, from `npm run build:subpath`, with a measurement id) served under /creator-hub/.
import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './tests/e2e/browser.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4322);
/** The sub-path build's folder: the BASE_PATH `npm run build:subpath` builds with. */
const SUBPATH = '/creator-hub';
const SUBPATH_PORT = PORT + 1;
// The analytics specs run here for their Google tag and consent tests: this build is the one with a measurement id.
const SUBPATH_SPECS = [
  'header.spec.ts',
  'search.spec.ts',
  'not-found.spec.ts',
  'subpath.spec.ts',
  'analytics.spec.ts',
  'analytics-consent.spec.ts',
  'offline.spec.ts',
  'interface-es.spec.ts',
  'web-vitals.spec.ts',
];
/** Specs only the sub-path build can run: its base path, its measurement id. */
const SUBPATH_BUILD_ONLY = ['subpath.spec.ts', 'web-vitals.spec.ts'];
/** Search tests of index matching, timings, filter counts and accessibility, which a base path changes nothing of, carry this tag. */
const SAME_UNDER_A_BASE = /@same-under-a-base/;
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
/**
 * The phone project runs what a phone's width or touch can change: whole specs about the header,
 * the first paint, responsive pictures and taps before hydration, and the tests of other specs tagged
 * '@phone' (grids, overlays, layout shifts, target sizes, the theme control in the menu, axe). The rest
 * behaves the same at every width and runs on desktop only.
 */
const PHONE_TESTS = [
  /@phone/,
  /header\.spec\.ts/,
  /first-flight\.spec\.ts/,
  /images\.spec\.ts/,
  /early-input\.spec\.ts/,
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two at once on any machine (Playwright's default is half the cores: one on a 2-core CI runner, which
  // kept the whole suite near 30 minutes). The timing-sensitive tests were run 20 times each on two
  // workers with builds running beside them: 559 of 560 passed. E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: launchOptions({ localHostsOnly: true, headlessShell: true }),
    // A trace is recorded only when a failed test runs again (CI retries once): recording one for every
    // test and keeping it on failure costs each test its screenshots and DOM snapshots, paid by all to
    // keep a few. Locally, rerun a failure with --trace on.
    trace: 'on-first-retry',
    // The offline worker would answer requests that page.route is meant to see (a route never sees a
    // request a service worker answers): only offline.spec.ts allows it.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: desktop, testIgnore: SUBPATH_BUILD_ONLY },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      testIgnore: SUBPATH_BUILD_ONLY,
      grep: PHONE_TESTS,
    },
    {
      name: 'subpath',
      // The desktop browser itself, so every spec here also runs in the Chromium visitors have. (In the
      // headless shell, the vitals tests on /pricing stalled a page.evaluate for 30 s in 4 of 12 runs
      // while other tests loaded the machine; never in /usr/bin/chromium.)
      use: {
        ...desktop,
        baseURL: `http://localhost:${SUBPATH_PORT}`,
        launchOptions: launchOptions({ localHostsOnly: true }),
      },
      testMatch: SUBPATH_SPECS,
      grepInvert: SAME_UNDER_A_BASE,
      metadata: { basePath: SUBPATH },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${PORT}`,
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node scripts/serve.mjs --port ${SUBPATH_PORT} --dir dist-base --base ${SUBPATH}`,
      url: `http://localhost:${SUBPATH_PORT}${SUBPATH}/`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
