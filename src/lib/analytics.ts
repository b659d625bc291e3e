/**
 * Page-view analytics: one event per page load and per in-page URL change, carrying the path with
 * its query string and the document title. Events go to window.dataLayer (the gtag queue); the
 * Google tag itself loads only when analytics is enabled with a measurement id, after the page is idle.
 */
import { ANALYTICS } from '../data/analytics';

export interface PageView {
  page_path: string;
  page_title: string;
}

type DataLayer = unknown[];

declare global {
  interface Window {
    dataLayer?: DataLayer;
  }
}

export function pageViewFor(location: Pick<Location, 'pathname' | 'search'>, title: string): PageView {
  return { page_path: `${location.pathname}${location.search}`, page_title: title };
}

let tagRequested = false;

function loadTagWhenIdle(measurementId: string) {
  if (tagRequested) return;
  tagRequested = true;
  const load = () => {
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
    document.head.append(script);
    window.dataLayer!.push(['js', new Date()], ['config', measurementId, { send_page_view: false }]);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 3000);
}

/** Records one page view for the current location (call after the URL or title changed). */
export function trackPageView(): PageView | null {
  if (!ANALYTICS.enabled) return null;
  const view = pageViewFor(window.location, document.title);
  window.dataLayer ??= [];
  window.dataLayer.push(['event', 'page_view', view]);
  if (ANALYTICS.measurementId) loadTagWhenIdle(ANALYTICS.measurementId);
  return view;
}
