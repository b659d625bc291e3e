// Time from submitting a typed query on /search to its results on screen, on a phone-like CPU
// (Chromium's 4x CPU slowdown, as Lighthouse's mobile profile). The page starts without a query, so
// the first search pays for the engine, the WASM and the index; a second query shows the warm case.
// Both include the search page's 500 ms loading state, which every query shows by design.

export const CPU_SLOWDOWN = 4;

/** Types `query` into the page's search box, presses Enter and returns the milliseconds until results show. */
async function submitAndWait(page, query) {
  const box = page.getByRole('main').getByRole('searchbox', { name: 'Search query' });
  await box.fill('');
  await box.pressSequentially(query);
  await page.evaluate(() => {
    const box = document.querySelector('#search-page-input');
    box.addEventListener('keydown', () => (window.__typedQueryStart = performance.now()), {
      once: true,
      capture: true,
    });
  });
  await box.press('Enter');
  await page.waitForFunction(
    () => {
      const phase = document.querySelector('[data-search-phase]')?.getAttribute('data-search-phase');
      if (phase !== 'ready') return false;
      window.__typedQueryEnd ??= performance.now();
      return true;
    },
    undefined,
    { timeout: 120_000, polling: 'raf' },
  );
  const ms = await page.evaluate(() => window.__typedQueryEnd - window.__typedQueryStart);
  await page.evaluate(() => (window.__typedQueryEnd = undefined));
  return ms;
}

/**
 * Opens `${baseUrl}/search` in a fresh page of `browser` with the CPU slowed down, then times a cold
 * query and a warm one. Returns { coldMs, warmMs }.
 */
export async function typedQueryTiming(browser, baseUrl, query, warmQuery = 'video') {
  const page = await browser.newPage();
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${baseUrl}/search`);
    await page.locator('[data-search-phase="idle"]').waitFor({ timeout: 60_000 });
    const coldMs = await submitAndWait(page, query);
    const warmMs = await submitAndWait(page, warmQuery);
    return { coldMs, warmMs };
  } finally {
    await page.close();
  }
}
