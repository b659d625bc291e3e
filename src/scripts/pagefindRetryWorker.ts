/**
 * The worker Pagefind searches in, with its index downloads retried: Pagefind's own worker script
 * fetches index files with the worker's global fetch and offers no hook, so this worker installs a
 * retrying fetch first and then runs Pagefind's worker script (its URL arrives as ?engine=).
 * A download that failed for good is reported to the page, which turns it into the error state.
 */
import { retryingFetch } from '../lib/retry';

interface WorkerScope {
  location: Location;
  fetch: typeof fetch;
  postMessage: (message: unknown) => void;
  importScripts: (...urls: string[]) => void;
}

/** Matches the key pagefindClient.ts listens for. */
const LOST_DOWNLOAD_MESSAGE = 'pagefindLostDownload';

const scope = self as unknown as WorkerScope;
const engineUrl = new URL(scope.location.href).searchParams.get('engine');
if (engineUrl) {
  const bundle = new URL('./', engineUrl).href;
  scope.fetch = retryingFetch(scope.fetch.bind(scope), (url) => new URL(url, bundle).href.startsWith(bundle), {
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    onGiveUp: (url) => scope.postMessage({ [LOST_DOWNLOAD_MESSAGE]: url }),
  });
  scope.importScripts(engineUrl);
}
