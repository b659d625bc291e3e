/** The Google tag's command queue, shared by the page views and the consent state. */

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * The Google tag's queue function, as its snippet defines it. gtag.js acts only on entries that are
 * `arguments` objects (an array pushed instead is ignored), hence `arguments` and not a rest array.
 */
export function gtag(..._command: unknown[]): void {
  window.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params -- gtag.js reads Arguments objects only.
  window.dataLayer.push(arguments);
}
