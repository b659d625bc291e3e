/**
 * Registers the offline service worker once the page has loaded, so it never competes with the page's
 * own downloads; importing this module is the registration. Builds made with PUBLIC_OFFLINE=false leave
 * it out entirely. Every page runs it, the search page among them, whose JavaScript budget is nearly
 * spent: keep it to these few bytes.
 */
import { withBase } from '@/lib/sitePaths';

// Module scripts run before the load event. The worker's scope is its folder, the base path. A browser
// without workers, or one refusing this one, keeps the site as it is, only not offline. The path is
// SERVICE_WORKER_PATH written out (imported, it costs a variable); the offline tests fail if they differ.
if (import.meta.env.PUBLIC_OFFLINE !== 'false') {
  addEventListener('load', () => void navigator.serviceWorker?.register(withBase('/sw.js')).catch(() => {}));
}
