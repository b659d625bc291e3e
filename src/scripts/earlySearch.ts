/**
 * Both ends of the search page's early search. Its first inline script (`earlySearchScript`, written by
 * components/search/EarlySearch.astro) runs before any module has arrived: it shows the loading state
 * for the query in the address and starts the search worker. The island takes both over here, once each.
 */
import { EARLY_SEARCH_ATTRIBUTE, EARLY_SEARCH_PROPERTY, SEARCH_WORKER_NAME } from '@/data/search';
import type { WarmUpRequest } from './searchWorkerProtocol';

/** What the inline script leaves on the window under EARLY_SEARCH_PROPERTY. */
interface EarlySearchHandoff {
  /** The search worker, downloading the engine and its index's first files; gone if it failed to start. */
  worker?: Worker;
  /** When the loading state first showed (performance.now()). */
  loadingSince?: number;
}

type EarlySearchWindow = Partial<Record<typeof EARLY_SEARCH_PROPERTY, EarlySearchHandoff>>;

/** The names the inline script shares with the island and the stylesheet: it can import nothing. */
const SHARED_NAMES = {
  attribute: EARLY_SEARCH_ATTRIBUTE,
  property: EARLY_SEARCH_PROPERTY,
  workerName: SEARCH_WORKER_NAME,
} as const;

/** What the page tells its inline script. */
interface EarlySearchPage {
  /** The warm-up message without the bundle's absolute URL, which only the browser knows. */
  warmUp: Omit<WarmUpRequest, 'bundleUrl'>;
  /** Pagefind's bundle folder, from the site's root. */
  bundlePath: string;
  workerUrl: string;
}

/**
 * The inline script's code, written into the page as source text: it may use nothing but its settings
 * and the browser's globals.
 */
function startEarlySearch(settings: EarlySearchPage & typeof SHARED_NAMES): void {
  const query = new URLSearchParams(location.search).get('q');
  if (!query || !query.trim() || typeof Worker !== 'function') return;
  document.documentElement.setAttribute(settings.attribute, '');
  const early: EarlySearchHandoff = { loadingSince: performance.now() };
  (window as unknown as EarlySearchWindow)[settings.property] = early;
  try {
    const worker = new Worker(settings.workerUrl, { type: 'module', name: settings.workerName });
    // Not started (blocked, missing): the island starts its own on its first query.
    worker.addEventListener('error', () => {
      worker.terminate();
      if (early.worker === worker) delete early.worker;
    });
    worker.postMessage({ ...settings.warmUp, bundleUrl: new URL(settings.bundlePath, location.href).href });
    early.worker = worker;
  } catch {
    // A browser that refuses module workers: the island's own search shows what it can.
  }
}

/** The search page's first inline script: startEarlySearch run on the page's settings. */
export function earlySearchScript(page: EarlySearchPage): string {
  // `<` escaped, so no value can end the script element.
  const settings = JSON.stringify({ ...page, ...SHARED_NAMES }).replace(/</g, '\\u003c');
  return `(${startEarlySearch.toString()})(${settings})`;
}

function earlySearch(): EarlySearchHandoff | undefined {
  return (window as unknown as EarlySearchWindow)[EARLY_SEARCH_PROPERTY];
}

/** The worker the inline script started, if any and not taken yet. */
export function takeEarlyWorker(): Worker | undefined {
  const early = earlySearch();
  const worker = early?.worker;
  if (early) delete early.worker;
  return worker;
}

/** When the loading state of the address's query first showed, if the inline script showed it and it is not taken yet. */
export function takeEarlyLoadingStart(): number | undefined {
  const early = earlySearch();
  const since = early?.loadingSince;
  if (early) delete early.loadingSince;
  return since;
}
