// Shared Playwright fixtures: every test fails on an uncaught page error, pages open under the
// project's base path, and helpers for hydration, axe and the built route list.
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { normaliseBase, withBase } from '@/lib/sitePaths';

/** The folder the current project's site is served from: '/' or, for the sub-path build, '/creator-hub/'. */
export function siteBase(): string {
  return normaliseBase(base.info().project.metadata.basePath as string | undefined);
}

/** A root-relative site path ('/tutorials') as the current project serves it ('/creator-hub/tutorials'). */
export function sitePath(path: string): string {
  return withBase(path, siteBase());
}

// Only tests that use `page` pay for one: a test of files or requests alone opens no browser page.
/**
 * Behaviour a base path cannot change (no address, scope or request of the site in it): the sub-path
 * project (playwright.config.ts) skips tests that carry this tag, as the root project runs them.
 */
export const SAME_UNDER_A_BASE = { tag: '@same-under-a-base' };

export const test = base.extend({
  // Playwright resolves page.goto('/x') against the origin, dropping any path of baseURL: specs write
  // root-relative paths, and this puts the project's base path in front of them. Every test fails on
  // an uncaught page error, a request that escapes the base path or a CSP violation.
  page: async ({ page, baseURL }, use) => {
    const goto = page.goto.bind(page);
    page.goto = (url, options) => goto(sitePath(url), options);
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    // Under a base path, a request for anything of this origin outside it is a link that escaped.
    const base = siteBase();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (base !== '/' && url.origin === new URL(baseURL!).origin && !url.pathname.startsWith(base)) {
        errors.push(new Error(`request outside the base path ${base}: ${url.pathname}${url.search}`));
      }
    });
    // Anything the Content-Security-Policy blocks in normal use is a bug (a test that injects on
    // purpose listens for the violation itself and opts out with test.info().annotations).
    page.on('console', (message) => {
      const expectsViolation = test.info().annotations.some((a) => a.type === 'expects-csp-violation');
      if (message.type() === 'error' && message.text().includes('Content Security Policy') && !expectsViolation) {
        errors.push(new Error(message.text()));
      }
    });
    // External hosts fail at once in the browser's own resolver (launchOptions in browser.mjs): no routing
    // here, so the HTTP cache works as for a visitor and requests are not stopped on their way.
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
});

export { expect };

/** Waits until every Astro island on the page has hydrated, scrolling client:visible ones into view. */
export async function waitForHydration(page: Page) {
  await page.evaluate(async () => {
    const { scrollX, scrollY } = window;
    for (const island of document.querySelectorAll('astro-island[ssr]')) {
      // Islands are display: contents, so scroll their first child with a box (each island starts
      // with a <template> marker, which has none); wait two frames for the IntersectionObserver
      // behind client:visible to see it.
      const shown = [...island.children].find((child) => child.getClientRects().length > 0);
      shown?.scrollIntoView({ block: 'center' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    window.scrollTo(scrollX, scrollY);
  });
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/**
 * Puts the page's timers on Playwright's clock. Installed before the page loads, every timer the page
 * starts is the clock's; installed later, those started from then on (the fake clearTimeout cannot
 * cancel a real timer started before it). The clock keeps pace with real time until `stop()`; then the
 * page's timers fire only as the test moves the clock on (page.clock.runFor), or after
 * page.clock.resume(). Its stand-in for `performance` lists no entries (no navigation, no paint).
 */
export async function installClock(page: Page): Promise<{ stop: () => Promise<void> }> {
  await page.clock.install();
  return {
    stop: async () => {
      // pauseAt takes a time to stop at, not "now", and fast-forwards to it. The page's clock moves on
      // between reading it and pausing it, but never by more than the test's own time limit.
      const now = await page.evaluate(() => Date.now());
      await page.clock.pauseAt(now + (test.info().timeout || 60_000));
    },
  };
}

/**
 * Waits until the CSS transitions and animations running on `locator` and inside it have finished
 * (endless ones, such as a spinner, are left out): its styles are then the ones it settles on.
 */
export async function waitForAnimations(locator: Locator) {
  await locator.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        // A cancelled animation rejects `finished`; it has stopped all the same.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Layout shifts not caused by input, and what moved in them (tag.class of each moved element). */
export interface LayoutShifts {
  total: number;
  moved: string[];
}

/** Starts recording the page's layout shifts from its first frame: call before the page loads. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
    const shifts: { at: number; value: number; moved: string[] }[] = [];
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as Shift[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(({ node }) => {
          const element = node instanceof Element ? node : node?.parentElement;
          return element ? `${element.tagName.toLowerCase()}.${element.className}` : '?';
        });
        shifts.push({ at: entry.startTime, value: entry.value, moved });
      }
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // The observer's callback runs in a later task; takeRecords() hands over what it has not seen yet.
    (window as unknown as { layoutShifts: () => typeof shifts }).layoutShifts = () => {
      add(observer.takeRecords());
      return shifts;
    };
  });
}

/**
 * The layout shifts recorded so far (recordLayoutShifts), up to and including the frame that shows the
 * page as it is now: a shift is measured when a frame is drawn, so this first waits for the next frame
 * to start, by which time the one before it has been drawn and its shifts reported.
 *
 * `sinceParsed` leaves out frames drawn before the document was fully parsed: a busy machine may draw
 * a page while its parser is still adding it, and what it drew moves as the rest comes in (a header
 * whose last items arrive later). That depends on the machine's speed, not on the page.
 */
export async function layoutShifts(page: Page, { sinceParsed = false } = {}): Promise<LayoutShifts> {
  return page.evaluate(async (sinceParsed) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const [navigation] = performance.getEntriesByType('navigation');
    const parsedAt = sinceParsed ? navigation.domInteractive : -Infinity;
    const shifts = (window as unknown as { layoutShifts: () => { at: number; value: number; moved: string[] }[] })
      .layoutShifts()
      .filter((shift) => shift.at > parsedAt);
    return {
      total: shifts.reduce((total, shift) => total + shift.value, 0),
      moved: shifts.flatMap((shift) => shift.moved),
    };
  }, sinceParsed);
}

/** Fails on any serious or critical axe-core violation. */
export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    'serious or critical accessibility violations',
  ).toEqual([]);
}

/** Stricter than the above for pages that should be spotless: no axe violation of any impact. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
    'accessibility violations',
  ).toEqual([]);
}

/**
 * Makes every clipboard write fail as a denied permission does, and collects the page's console
 * warnings, where the site reports such failures (only logged).
 */
export async function denyClipboardWrites(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'clipboard', {
      configurable: true,
      get: () => ({ writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) }),
    });
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}
