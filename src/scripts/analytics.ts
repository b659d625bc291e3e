/**
 * Page-view analytics: one event per page load and per in-page URL change, carrying the path with
 * its query string and the document title. Events go to window.dataLayer through gtag(), the Google
 * tag's queue; the tag itself loads only when analytics is enabled with a measurement id, after the
 * page is idle, and starts in the consent state the visitor chose (src/scripts/consentState.ts):
 * until the visitor agrees, page views still reach it, as cookieless pings.
 */
import { ANALYTICS, MEASUREMENT_ID, PAGE_VIEW_SETTLE_MS } from '@/data/analytics';
import { GOOGLE_TAG_SCRIPT_URL } from '@/data/googleTag';
import { analyticsStorage } from '@/lib/analyticsConsent';
import { consentInputs, queueConsentDefaults } from './consentState';
import { reportWebVitalsIfAllowed } from './webVitals';
import { gtag } from './googleTag';

export interface PageView {
  page_path: string;
  page_title: string;
}

function pageViewFor(location: Pick<Location, 'pathname' | 'search'>, title: string): PageView {
  return { page_path: `${location.pathname}${location.search}`, page_title: title };
}

let tagConfigured = false;

/**
 * Queues the tag's set-up before the first event (the consent state first: the tag must never start
 * without it), then loads the tag once the page is idle.
 */
function configureTag(measurementId: string) {
  if (tagConfigured) return;
  tagConfigured = true;
  queueConsentDefaults();
  gtag('js', new Date());
  // Page views are sent by trackPageView, once per location, so the tag must not add its own.
  gtag('config', measurementId, { send_page_view: false });
  const load = () => {
    const script = document.createElement('script');
    script.async = true;
    script.src = `${GOOGLE_TAG_SCRIPT_URL}?id=${encodeURIComponent(measurementId)}`;
    document.head.append(script);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 3000);
}

/** Records one page view for the current location (call after the URL or title changed). */
export function trackPageView(): PageView | null {
  return track(window.location);
}

function track(location: Pick<Location, 'pathname' | 'search'>): PageView | null {
  if (!ANALYTICS.enabled) return null;
  if (MEASUREMENT_ID !== null) {
    configureTag(MEASUREMENT_ID);
    reportWebVitalsIfAllowed(analyticsStorage(consentInputs()));
  }
  const view = pageViewFor(location, document.title);
  gtag('event', 'page_view', view);
  return view;
}

/**
 * The address the page was loaded at. An island may tidy the address (history.replaceState) before this
 * module runs, when its own code arrives first on a slow network; the navigation's entry keeps the
 * address as loaded.
 */
function loadedLocation(): Pick<Location, 'pathname' | 'search'> {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  if (!entry) return window.location;
  const url = new URL(entry.name);
  return url.origin === window.location.origin ? url : window.location;
}

/** Records the page load's one page view, with the address as loaded. */
export function trackLoadPageView(): PageView | null {
  return track(loadedLocation());
}

let settleTimer: ReturnType<typeof setTimeout> | undefined;

/** One page view once the address has stopped changing for PAGE_VIEW_SETTLE_MS. */
export function trackPageViewWhenSettled() {
  clearTimeout(settleTimer);
  settleTimer = setTimeout(trackPageView, PAGE_VIEW_SETTLE_MS);
}
