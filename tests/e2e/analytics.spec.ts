// Page views: exactly one per page load and per in-page address change, with path plus query string
// and the document title, queued the way gtag.js reads them; with a measurement id, the Google tag
// (here a local stand-in) receives them.
import { test, expect, installClock, sitePath, waitForHydration } from './fixtures';
import { pageViewPaths, pageViews } from './pageViews';
import { configuredMeasurementId, serveGoogleTagStandIn, tagIgnored, tagReceived } from './googleTagStandIn';
import { URL_WRITE_DELAY_MS } from '@/data/uiTimings';
import { PAGE_VIEW_SETTLE_MS } from '@/data/analytics';

for (const route of ['/', '/tutorials/tiktok-safety-guide?ref=footer', '/pricing']) {
  test(`one page view for ${route}`, async ({ page }) => {
    await page.goto(route);
    await expect.poll(() => pageViews(page)).toHaveLength(1);
    const [view] = await pageViews(page);
    expect(view.page_path).toBe(sitePath(route));
    expect(view.page_title).toBe(await page.title());
  });
}

test('the calculator counts one page view per settled change of its address, none for tidying the loaded one', async ({
  page,
}) => {
  await page.goto('/calculator?followers=abc');
  await waitForHydration(page);
  await expect(page).toHaveURL(/followers=0/);
  // The page's timers run from here on only when the test advances them, so the burst is the same on any
  // machine: the address changes twice (each change written once typing pauses), closer together than
  // the page-view settle time, and counts once. (Installed after the load, which is counted with the
  // address as loaded: the clock's stand-in for performance has no navigation entry to read it from.)
  expect(URL_WRITE_DELAY_MS + 50).toBeLessThan(PAGE_VIEW_SETTLE_MS);
  const clock = await installClock(page);
  await clock.stop();
  const followers = page.getByLabel('Followers', { exact: true });
  await followers.fill('25000');
  await page.clock.runFor(URL_WRITE_DELAY_MS + 50);
  await expect(page).toHaveURL(/followers=25000/);
  await followers.fill('26000');
  await page.clock.runFor(URL_WRITE_DELAY_MS + 50);
  await expect(page).toHaveURL(/followers=26000/);
  await page.clock.runFor(PAGE_VIEW_SETTLE_MS * 2);
  const path = new URL(page.url()).pathname + new URL(page.url()).search;
  await expect.poll(() => pageViewPaths(page)).toEqual([sitePath('/calculator?followers=abc'), path]);
  await page.clock.runFor(PAGE_VIEW_SETTLE_MS * 2);
  expect(await pageViewPaths(page)).toEqual([sitePath('/calculator?followers=abc'), path]);
});

test('the load counts the address as loaded, even when the calculator tidies it before the page-view script runs', async ({
  page,
}) => {
  // On a slow network the island's code can arrive before the layout's script, which counts the load:
  // the layout's script is held back until the island has tidied the address.
  let release!: () => void;
  const tidied = new Promise<void>((resolve) => (release = resolve));
  await page.route(/BaseLayout\.astro_astro_type_script_index_0_lang\.[\w-]+\.js$/, async (route) => {
    await tidied;
    await route.continue();
  });
  const loading = page.goto('/calculator?followers=abc');
  try {
    await expect(page).toHaveURL(/followers=0/);
  } finally {
    release();
  }
  await loading;
  await expect.poll(() => pageViewPaths(page)).toEqual([sitePath('/calculator?followers=abc')]);
});

// ---------------------------------------------------------------------------------------------------
// The Google tag, when the build has a measurement id (PUBLIC_GA_MEASUREMENT_ID)

test('with a measurement id, the Google tag loads and reads every page view queued for it', async ({ page }) => {
  const tagRequests = await serveGoogleTagStandIn(page);

  await page.goto('/tutorials');
  const configured = await configuredMeasurementId(page);
  test.skip(configured === null, 'this build has no PUBLIC_GA_MEASUREMENT_ID');
  await waitForHydration(page);
  const received = () => tagReceived(page);
  await expect.poll(received).not.toBeNull();
  // One tag script, for the build's measurement id (which the Content-Security-Policy must allow).
  expect(tagRequests).toHaveLength(1);
  const measurementId = new URL(tagRequests[0]).searchParams.get('id');
  expect(measurementId).toBe(configured);

  // Set-up first: the consent state (the visitor has not answered: no cookies), then the tag's own page
  // views off, then the page load's page view.
  const [consent, js, config, ...events] = (await received())!;
  expect(consent).toEqual([
    'consent',
    'default',
    { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
  ]);
  expect(js[0]).toBe('js');
  expect(config).toEqual(['config', measurementId, { send_page_view: false }]);
  expect(events).toEqual([
    ['event', 'page_view', { page_path: sitePath('/tutorials'), page_title: await page.title() }],
  ]);

  // An in-page address change after the tag loaded reaches it too.
  await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'Safety' }).click();
  await expect
    .poll(async () =>
      (await received())!
        .filter((command) => command[0] === 'event')
        .map((command) => (command[2] as { page_path: string }).page_path),
    )
    .toEqual([sitePath('/tutorials'), sitePath('/tutorials?category=Safety')]);
  expect(await tagIgnored(page)).toEqual([]);
});
