// Reads the page-view events a page queued for the Google tag, the way gtag.js reads them: only
// dataLayer entries that are `arguments` objects count (gtag.js ignores an array pushed instead).
import type { Page } from '@playwright/test';

export interface PageViewEvent {
  page_path: string;
  page_title: string;
}

/** Every page_view event in window.dataLayer, in order. */
export function pageViews(page: Page): Promise<PageViewEvent[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((command) => command[0] === 'event' && command[1] === 'page_view')
      .map((command) => command[2] as PageViewEvent),
  );
}

/** The paths (with query strings) of those events. */
export async function pageViewPaths(page: Page): Promise<string[]> {
  return (await pageViews(page)).map((view) => view.page_path);
}
