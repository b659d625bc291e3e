/**
 * Registers the offline service worker once the page has loaded, so it never competes with the page's
 * own downloads. Builds made with PUBLIC_OFFLINE=false leave this out entirely.
 */
import { SERVICE_WORKER_PATH } from '@/data/serviceWorkerPath';
import { withBase } from '@/lib/sitePaths';

export function registerServiceWorker(): void {
  if (import.meta.env.PUBLIC_OFFLINE === 'false' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register(withBase(SERVICE_WORKER_PATH), { scope: withBase('/') })
      // Without a worker the site works as before, only not offline: say so and carry on.
      .catch((error: unknown) => console.warn('Offline mode is unavailable:', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
