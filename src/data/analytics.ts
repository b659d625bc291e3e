/** Analytics settings (SPEC §1), apart from the rest of the site config so the page script stays tiny. */
export const ANALYTICS = {
  enabled: true,
  /** Set a Google Analytics measurement id (G-...) to load the tag; while null, events stay in window.dataLayer. */
  measurementId: null as string | null,
};
