/**
 * The service worker's file, at the site's root folder so its scope is the whole site (under the base
 * path). The pages' registration (src/scripts/serviceWorkerRegistration.ts) writes it out to save bytes.
 */
export const SERVICE_WORKER_PATH = '/sw.js';
