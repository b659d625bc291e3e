// A stand-in for gtag.js, served in place of Google's script: like the real tag, it takes over
// window.dataLayer, reads the entries queued before it loaded and every later push, and acts only on
// `arguments` objects. It models Consent Mode the way the tag applies it: commands run in order; a
// tag configured without a consent default has cookies allowed; while `analytics_storage` is granted
// it sets the `_ga` cookies, and every hit carries the state it was sent in (a cookieless ping when
// denied). It records what it acted on and what it ignored.
import type { Page } from '@playwright/test';

const GOOGLE_TAG_STAND_IN = `
  (() => {
    const received = (window.__tagReceived = []);
    const ignored = (window.__tagIgnored = []);
    const hits = (window.__tagHits = []);
    let analyticsStorage = null;
    let measurementId = null;
    const storageAllowed = () => analyticsStorage !== 'denied';
    const setCookies = () => {
      if (!measurementId || !storageAllowed()) return;
      const year = 60 * 60 * 24 * 365;
      if (!/(^|; )_ga=/.test(document.cookie)) document.cookie = '_ga=GA1.1.1234567890.1700000000; path=/; max-age=' + year;
      document.cookie = '_ga_' + measurementId.slice(2) + '=GS1.1.1700000000.1.0; path=/; max-age=' + year;
    };
    const run = ([command, ...args]) => {
      if (command === 'consent') {
        const [kind, state] = args;
        // A default given after the tag started no longer applies (Google's rule): updates do.
        if (kind === 'default' && measurementId === null && analyticsStorage === null) analyticsStorage = state.analytics_storage;
        if (kind === 'update' && state.analytics_storage) analyticsStorage = state.analytics_storage;
        setCookies();
      } else if (command === 'config') {
        measurementId = args[0];
        setCookies();
      } else if (command === 'event') {
        setCookies();
        hits.push({ event: args[0], params: args[1], analytics_storage: storageAllowed() ? 'granted' : 'denied' });
      }
    };
    const read = (entry) => {
      if (Object.prototype.toString.call(entry) !== '[object Arguments]') return void ignored.push(entry);
      const command = Array.from(entry);
      received.push(command);
      run(command);
    };
    const dataLayer = (window.dataLayer = window.dataLayer || []);
    dataLayer.forEach(read);
    const push = dataLayer.push.bind(dataLayer);
    dataLayer.push = (...entries) => { entries.forEach(read); return push(...entries); };
  })();
`;

/** Serves the stand-in for the Google tag's script; returns the list of its requests' URLs. */
export async function serveGoogleTagStandIn(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route('https://www.googletagmanager.com/gtag/js?**', (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: GOOGLE_TAG_STAND_IN });
  });
  return requests;
}

export interface TagHit {
  event: string;
  params: { page_path: string; page_title: string };
  analytics_storage: 'granted' | 'denied';
}

/** The commands the stand-in acted on, in order, or null before it loaded. */
export function tagReceived(page: Page): Promise<unknown[][] | null> {
  return page.evaluate(() => (window as unknown as { __tagReceived?: unknown[][] }).__tagReceived ?? null);
}

/** The hits the stand-in sent, each with the consent state it was sent in. */
export function tagHits(page: Page): Promise<TagHit[]> {
  return page.evaluate(() => (window as unknown as { __tagHits?: TagHit[] }).__tagHits ?? []);
}

/** What the stand-in ignored (anything pushed that is not an `arguments` object). */
export function tagIgnored(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window as unknown as { __tagIgnored?: unknown[] }).__tagIgnored ?? []);
}

/** The measurement id the page configured the tag with (its queued 'config' command), or null without one. */
export function configuredMeasurementId(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const commands = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Array.from(entry as ArrayLike<unknown>),
    );
    const config = commands.find((command) => command[0] === 'config');
    return config ? String(config[1]) : null;
  });
}
