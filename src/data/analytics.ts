/** Analytics settings (SPEC §1), apart from the rest of the site config so the page script stays tiny. */
export const ANALYTICS = {
  enabled: true,
  /**
   * Google Analytics measurement id (G-...) from PUBLIC_GA_MEASUREMENT_ID at build time (checked in
   * src/build/deploySettings.ts); unset, the tag never loads and events stay in window.dataLayer.
   */
  measurementId: (import.meta.env?.PUBLIC_GA_MEASUREMENT_ID as string | undefined) || null,
};
