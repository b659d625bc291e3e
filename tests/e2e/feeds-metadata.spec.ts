// Whether Chromium finds the site installable: its own verdict on the manifest, icons and service worker,
// which only a browser gives. What feed readers, search engines and browsers read from the files (RSS
// feeds, JSON-LD structured data and its CSP hashes, the manifest's fields and icon sizes, the head links
// to them) is checked in Node over the built site: tests/built/feedsMetadata.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { launchOptions } from './browser.mjs';
import { test, expect } from './fixtures';

// Not about layout: one browser width is enough.
test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'one run is enough'));

test.describe('web manifest', () => {
  test('Chromium finds the site installable', async ({ baseURL }) => {
    // Chromium never offers installing from an incognito profile (Playwright's default): use a real one.
    const profile = mkdtempSync(join(tmpdir(), 'install-check-'));
    const context = await chromium.launchPersistentContext(
      profile,
      launchOptions({ localHostsOnly: true, headlessShell: true }),
    );
    try {
      const page = await context.newPage();
      await page.goto(baseURL!);
      const session = await context.newCDPSession(page);
      await expect
        .poll(async () =>
          (await session.send('Page.getInstallabilityErrors')).installabilityErrors.map((error) => error.errorId),
        )
        .toEqual([]);
      const { url, errors } = await session.send('Page.getAppManifest');
      expect(url).toMatch(/\/manifest\.webmanifest$/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
