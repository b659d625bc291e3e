/** Where the Google tag (gtag.js) loads from and sends its hits to, for the script and the Content-Security-Policy. */
export const GOOGLE_TAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

/** The hosts gtag.js sends measurements to (Google's published list for GA4). */
export const GOOGLE_TAG_CONNECT_SOURCES = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
] as const;

/** The hosts gtag.js may load a measurement pixel from (Google's published list for GA4's img-src). */
export const GOOGLE_TAG_IMAGE_SOURCES = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'] as const;
