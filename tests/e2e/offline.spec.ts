// Offline mode: after one visit with the network on, the home page, the tools, the pages read, their
// images and the search queries made keep working offline; any other page shows the offline page; a
// stalled network falls back to the kept page; a new deploy shows on the next navigation; and a build
// with PUBLIC_OFFLINE=false removes the worker. Service workers are allowed here (blocked in the other
// specs), and no page.route is set: requests a service worker answers never reach page.route.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, expect } from '@playwright/test';
import { launchOptions } from './browser.mjs';
import { expectNoAxeViolations, SAME_UNDER_A_BASE, siteBase, sitePath, waitForHydration } from './fixtures';
import { optOutBuild } from './fixtureBuilds';
import { heading, offlineTest, waitForOfflineMode } from './offlineFixtures';
import { startSwitchingServer, type SwitchingServer } from './switchingServer';
import { PAGE_NETWORK_TIMEOUT_S } from '@/data/offline';
import { dictionary as en } from '@/i18n/en';

const TUTORIAL = { path: '/tutorials/tiktok-algorithm-explained', title: /How the TikTok Algorithm Works/ };
const TREND = { path: '/trends/duet-challenges', title: 'Duet Challenges' };
const UNREAD = '/tutorials/tiktok-safety-guide';

const test = offlineTest;

// Service workers are blocked in the other specs.
test.use({ serviceWorkers: 'allow' });

/** The build folder the current project serves. */
const builtSite = () => resolve(siteBase() === '/' ? 'dist' : 'dist-base');

test.describe('after one visit with the network on', () => {
  test('the home page, the tools and the pages read work offline; other pages show the offline page', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitForOfflineMode(page);
    await page.goto(TUTORIAL.path);
    await expect(heading(page)).toHaveText(TUTORIAL.title);
    await page.goto(TREND.path);
    await expect(heading(page)).toHaveText(TREND.title);

    await context.setOffline(true);

    await page.goto('/');
    await expect(page.locator('#hero-title')).toBeVisible();

    // The calculator was never opened: the install kept it. Its URL state keeps working.
    await page.goto('/calculator?followers=250000&engagement=7.5&posts=30');
    await waitForHydration(page);
    await expect(page.locator('[data-total]')).toHaveText('$402 to $804');
    await page.getByLabel('Followers', { exact: true }).fill('50000');
    await expect(page).toHaveURL(/followers=50000/);

    // The generator loads its word lists and the toaster on first use: both were kept too.
    await page.goto('/tools/hashtag-generator?topic=Home%20baking');
    await waitForHydration(page);
    await expect(page.getByRole('textbox', { name: /^Topic/ })).toHaveValue('Home baking');
    await page.getByRole('button', { name: 'Generate Hashtags' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Hashtags generated!' })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toHaveText(/^#/);

    await page.goto(TUTORIAL.path);
    await expect(heading(page)).toHaveText(TUTORIAL.title);
    await page.goto(TREND.path);
    await expect(heading(page)).toHaveText(TREND.title);

    // A page never opened: the offline page, in the site's layout, listing what can be read.
    await page.goto(UNREAD);
    await expect(heading(page)).toHaveText(en.offline.title);
    await expect(page.locator('header').first()).toBeVisible();
    const reading = page.locator('[data-offline-reading]');
    await expect(reading.getByRole('link', { name: TUTORIAL.title })).toHaveAttribute(
      'href',
      sitePath(`${TUTORIAL.path}/`),
    );
    await expect(reading.getByRole('link', { name: TREND.title })).toHaveAttribute('href', sitePath(`${TREND.path}/`));
    await expect(page.getByRole('link', { name: 'Earnings Calculator' }).last()).toHaveAttribute(
      'href',
      sitePath('/calculator'),
    );
    await expectNoAxeViolations(page);
    await reading.getByRole('link', { name: TREND.title }).click();
    await expect(heading(page)).toHaveText(TREND.title);

    // The installed app's manifest and icons.
    const kept = await page.evaluate(
      async (urls) => Promise.all(urls.map(async (url) => (await fetch(url)).ok)),
      ['/manifest.webmanifest', '/icons/icon-192.png', '/icons/maskable-512.png', '/favicon.svg'].map(sitePath),
    );
    expect(kept).toEqual([true, true, true, true]);
  });

  test('images shown once show again offline', async ({ page, context }) => {
    const path = '/tutorials/tiktok-editing-tips-for-beginners';
    /** Once every image of the page has loaded or failed: the sources drawn. */
    const drawnImages = async () => {
      // A lazy image loads once in view: bring the first one still loading into view, until none is.
      const stillLoading = () =>
        page.evaluate(() => {
          const loading = [...document.querySelectorAll<HTMLImageElement>('main img')].filter(
            (image) => !image.complete,
          );
          loading[0]?.scrollIntoView({ block: 'center' });
          return loading.length;
        });
      await expect.poll(stillLoading, { timeout: 20_000 }).toBe(0);
      return page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('main img')]
          .filter((image) => image.naturalWidth > 0)
          .map((image) => image.currentSrc)
          .sort(),
      );
    };
    await page.goto('/');
    await waitForOfflineMode(page);
    await page.goto(path);
    const online = await drawnImages();
    expect(online.length).toBeGreaterThan(0);

    await context.setOffline(true);
    await page.goto(path);
    expect(await drawnImages()).toEqual(online);
  });

  test('with the worker in control, a picture neither the network nor the cache has still gets the page’s fallback', async ({
    page,
    context,
  }) => {
    // Read online once, the page is kept; the last card of "More Tutorials", far below and lazy, was never
    // loaded. Offline, its request fails in the worker, which answers with an HTTP error
    // (tests/unit/offlineCaches.test.ts), and the page swaps in its fallback, kept at install.
    await page.goto('/');
    await waitForOfflineMode(page);
    await page.goto(TUTORIAL.path);
    await context.setOffline(true);
    await page.goto(TUTORIAL.path);
    const card = page.locator('main article img[loading="lazy"][data-fallback]').last();
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveAttribute('data-fell-back', 'true');
    // currentSrc follows a new src once the browser has started loading it, a moment after the swap.
    await expect
      .poll(() => card.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toMatch(/fallback-image\.svg$/);
    await expect
      .poll(() => card.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
  });

  test('search answers the queries made online; others say search is unavailable, offline', async ({
    page,
    context,
  }) => {
    const results = page.locator('main article');
    await page.goto('/');
    await waitForOfflineMode(page);
    await page.goto('/search?q=algorithm');
    await expect(results.first()).toBeVisible();
    const titles = await results.getByRole('heading').allTextContents();

    await context.setOffline(true);
    await page.goto('/search?q=algorithm');
    await expect(results.first()).toBeVisible();
    expect(await results.getByRole('heading').allTextContents()).toEqual(titles);

    // Its result fragments were never downloaded: the search fails and says why, at once rather than
    // after the retries a flaky connection gets (1 + 2 + 4 s), since the device knows it is offline.
    await page.goto('/search?q=kitchen');
    await expect(page.getByRole('heading', { name: en.search.island.unavailableTitle })).toBeVisible({
      timeout: 5_000,
    });
    await expect(page.getByText(en.search.island.unavailableBefore.trim())).toBeVisible();
  });
});

test.describe('installable', () => {
  test.skip(({ isMobile }) => isMobile, 'the same on a phone');

  test('Chromium finds the site installable, and its start page opens offline', async ({ baseURL }) => {
    // What Lighthouse's installability audit asked the browser (Lighthouse 12 dropped the audit). A
    // private window is never installable, so this uses a profile on disk, as a phone's browser does.
    const profile = await mkdtemp(join(tmpdir(), 'offline-profile-'));
    const context = await chromium.launchPersistentContext(
      profile,
      launchOptions({ localHostsOnly: true, headlessShell: true }),
    );
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(new URL(sitePath('/tutorials'), baseURL).href);
      await waitForOfflineMode(page);
      const session = await context.newCDPSession(page);
      const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { url, data } = await session.send('Page.getAppManifest');
      const startUrl = new URL((JSON.parse(data!) as { start_url: string }).start_url, url).href;
      expect(startUrl).toBe(new URL(sitePath('/'), baseURL).href);

      await context.setOffline(true);
      await page.goto(startUrl);
      await expect(page.locator('#hero-title')).toBeVisible();
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });
});

test.describe('a site that changes or stalls under the visitor', () => {
  // One server per test, with its own port: a deploy here is switching the folder it serves.
  test.skip(({ isMobile }) => isMobile, 'the same on a phone');
  let server: SwitchingServer | undefined;
  let folder = '';

  test.beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'offline-site-'));
  });
  /** Serves `root` as the current project's site; `url('/x')` is a page's address there. */
  async function serve(root: string) {
    const site = await startSwitchingServer(root, siteBase());
    server = site;
    return { site, url: (path: string) => new URL(path.slice(1), site.url).href };
  }
  test.afterEach(async () => {
    await server?.close();
    server = undefined;
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  test('a stalled network gives the kept page within about 3 s', SAME_UNDER_A_BASE, async ({ page }) => {
    const { site, url } = await serve(builtSite());
    await page.goto(url('/'));
    await waitForOfflineMode(page);
    await page.goto(url(TUTORIAL.path));
    await expect(heading(page)).toHaveText(TUTORIAL.title);
    // The worker stops waiting for the network after its own timeout, which is this: about 3 s.
    const worker = await (await page.request.get(url('/sw.js'))).text();
    expect(worker).toContain(`networkTimeoutSeconds:${PAGE_NETWORK_TIMEOUT_S}`);
    expect(PAGE_NETWORK_TIMEOUT_S).toBe(3);

    site.stall(true);
    await page.goto(url(TUTORIAL.path));
    await expect(heading(page)).toHaveText(TUTORIAL.title);
    // The kept page came while the server still held the page's request: the worker gave up waiting
    // (its timeout), not the network (an error would have closed the request).
    expect(site.held()).toBeGreaterThan(0);
  });

  test('after a deploy the next navigation shows the new content, and the new worker clears old caches', async ({
    page,
  }) => {
    const before = join(folder, 'before');
    const after = join(folder, 'after');
    await cp(builtSite(), before, { recursive: true });
    await cp(builtSite(), after, { recursive: true });
    const tutorialFile = join(after, TUTORIAL.path, 'index.html');
    const html = await readFile(tutorialFile, 'utf8');
    await writeFile(tutorialFile, html.replaceAll('How the TikTok Algorithm Works', 'How the New Algorithm Works'));
    // Any deploy that changes a kept file gives a new worker; a comment is enough to make one here.
    await writeFile(join(after, 'sw.js'), `${await readFile(join(after, 'sw.js'), 'utf8')}\n// the next deploy\n`);

    const { site, url } = await serve(before);
    await page.goto(url(TUTORIAL.path));
    await waitForOfflineMode(page);
    // A cache of an older version of the worker, as an earlier deploy would have left behind.
    const oldCache = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const name = `creator-hub-pages-v0-${registration.scope}`;
      await (await caches.open(name)).put(location.href, new Response('old'));
      return name;
    });

    site.switch(after);
    await page.goto(url(TUTORIAL.path));
    await expect(heading(page)).toHaveText(/How the New Algorithm Works/);
    await expect
      .poll(() => page.evaluate((name) => caches.has(name), oldCache), {
        message: 'the new worker deleted the old cache',
      })
      .toBe(false);

    // The copy kept for offline reading is the new one.
    await page.context().setOffline(true);
    await page.goto(url(TUTORIAL.path));
    await expect(heading(page)).toHaveText(/How the New Algorithm Works/);
  });

  test('a build with PUBLIC_OFFLINE=false unregisters the installed worker and deletes its caches', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const optOut = await optOutBuild(siteBase());
    const { site, url } = await serve(builtSite());
    await page.goto(url('/'));
    await waitForOfflineMode(page);
    const state = () =>
      page.evaluate(async () => ({
        registrations: (await navigator.serviceWorker.getRegistrations()).length,
        caches: (await caches.keys()).filter((name) => name.startsWith('creator-hub-')).length,
      }));
    expect((await state()).caches).toBeGreaterThan(0);

    site.switch(optOut);
    await page.goto(url(TREND.path));
    await expect(heading(page)).toHaveText(TREND.title);
    await expect.poll(state, { timeout: 15_000 }).toEqual({ registrations: 0, caches: 0 });

    // Nothing registers it again: the pages of this build carry no registration. The offline build
    // registers its worker from the load event, so once load has been handled a registration would
    // have been asked for.
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { registerCalls: string[] }).registerCalls = calls;
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with its container as `this`.
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args) {
        calls.push(String(args[0]));
        return register.apply(this, args);
      };
    });
    await page.goto(url('/'), { waitUntil: 'load' });
    expect(await page.evaluate(() => (window as unknown as { registerCalls: string[] }).registerCalls)).toEqual([]);
    expect(await state()).toEqual({ registrations: 0, caches: 0 });
  });
});
