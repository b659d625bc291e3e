// The author preview (`npm run write`): a dev server with only the selected tutorial plus the ones the
// site's pages name, a notice on every page, and a saved edit that shows without a restart.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';

// E2E_PORT serves dist/, E2E_PORT + 1 the sub-path build: the preview's dev server takes the next one.
const PORT = Number(process.env.E2E_PORT ?? 4322) + 2;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ROOT = join(import.meta.dirname, '../..');
const TUTORIAL = join(ROOT, 'src/content/tutorials/tiktok-safety-guide.md');

let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one dev server is enough: the page is the same at every width');
  testInfo.setTimeout(180_000);
  server = spawn(process.execPath, ['scripts/write.mjs', 'tiktok-safety-guide', '--port', String(PORT)], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  await expect
    .poll(async () => (await fetch(`${ORIGIN}/tutorials/tiktok-safety-guide`).catch(() => null))?.status, {
      timeout: 170_000,
    })
    .toBe(200);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
});

test('the selected tutorial renders with the partial-preview notice', async ({ page }) => {
  await page.goto(`${ORIGIN}/tutorials/tiktok-safety-guide`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Safety');
  await expect(page.getByRole('status').filter({ hasText: 'Partial preview' })).toContainText(
    'Partial preview: 5 of 6 tutorials and 1 of 7 trends loaded',
  );
});

test('tutorials outside the selection are left out of pages and listings', async ({ page, request }) => {
  expect((await request.get(`${ORIGIN}/tutorials/tiktok-editing-tips-for-beginners`)).status()).toBe(404);
  await page.goto(`${ORIGIN}/tutorials`);
  await expect(page.getByRole('status').filter({ hasText: 'Partial preview' })).toBeVisible();
  await expect(page.locator('main a[href$="/tutorials/tiktok-safety-guide"]').first()).toBeAttached();
  await expect(page.locator('main a[href$="/tutorials/tiktok-editing-tips-for-beginners"]')).toHaveCount(0);
});

test('a saved edit shows on the page without a restart', async ({ page }) => {
  test.setTimeout(60_000);
  // A run stopped mid-test could leave its marker behind: never carry an old one into the file.
  const original = readFileSync(TUTORIAL, 'utf8').replace(/\n\nPreview edit \d+\n$/, '\n');
  const marker = `Preview edit ${Date.now()}`;
  try {
    writeFileSync(TUTORIAL, `${original}\n${marker}\n`);
    await expect
      .poll(
        async () => {
          // The dev server reloads an open page when a file changes: a load it interrupts
          // (net::ERR_ABORTED) is tried again, like one that shows the old text.
          const loaded = await page.goto(`${ORIGIN}/tutorials/tiktok-safety-guide`).then(
            () => true,
            () => false,
          );
          return loaded ? page.getByText(marker).count() : -1;
        },
        { timeout: 45_000 },
      )
      .toBe(1);
  } finally {
    writeFileSync(TUTORIAL, original);
  }
});

test('the dev server draws a page’s share card once the page has rendered', async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.goto(`${ORIGIN}/tutorials/tiktok-safety-guide`);
  const card = await page.locator('meta[property="og:image"]').getAttribute('content');
  const path = new URL(card!).pathname;
  expect(path).toBe('/og/tutorials/tiktok-safety-guide.jpg');
  const response = await request.get(`${ORIGIN}${path}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/jpeg');
  // A JPEG begins with these bytes.
  const jpeg = await response.body();
  expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  const missing = await request.get(`${ORIGIN}/og/tutorials/never-rendered.jpg`);
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('open the page first');
});
