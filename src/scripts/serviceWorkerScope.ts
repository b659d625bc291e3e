/**
 * The service worker's global scope, typed with the few members the site's workers use: the project
 * compiles against the DOM library, which has no ServiceWorkerGlobalScope.
 */

interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface ServiceWorkerScope {
  registration: { scope: string; unregister(): Promise<boolean> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
}

export const workerScope = self as unknown as ServiceWorkerScope;
