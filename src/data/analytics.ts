/** Analytics settings, apart from the rest of the site config so the page script stays tiny. */

/** PUBLIC_GA_MEASUREMENT_ID at build time (G-...); unset or blank means no Google tag. */
function measurementIdFromEnv(): string | null {
  // `?.`: Node scripts and tests that read the site config have no import.meta.env.
  const id: unknown = import.meta.env?.PUBLIC_GA_MEASUREMENT_ID;
  return typeof id === 'string' && id.trim() !== '' ? id.trim() : null;
}

export const ANALYTICS = {
  enabled: true,
  /** With a measurement id the Google tag loads; while null, events stay in window.dataLayer. */
  measurementId: measurementIdFromEnv(),
};

/** Address changes that come in bursts (typing in a filter) count once the address has settled. */
export const PAGE_VIEW_SETTLE_MS = 800;
