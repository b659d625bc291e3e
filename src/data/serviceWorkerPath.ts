/**
 * The service worker's file, at the site's root folder so its scope is the whole site (under the base
 * path). On its own so every page's script carries this one string, not the offline mode's settings.
 */
export const SERVICE_WORKER_PATH = '/sw.js';
