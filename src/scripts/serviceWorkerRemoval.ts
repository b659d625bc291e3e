/**
 * The service worker of a build made with PUBLIC_OFFLINE=false: a visitor whose browser still has the
 * offline worker gets this one on their next visit, and it deletes the offline caches and unregisters
 * itself, so switching offline mode off frees everyone who had it. It answers no request.
 */
import { staleCacheNames } from '@/lib/offlineCaches';
import { workerScope } from './serviceWorkerScope';

workerScope.addEventListener('install', () => void workerScope.skipWaiting());
workerScope.addEventListener('activate', (event) => {
  const scope = workerScope.registration.scope;
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(staleCacheNames(names, scope, []).map((name) => caches.delete(name))))
      .then(() => workerScope.registration.unregister()),
  );
});
