/**
 * The island's side of the search page's first script (components/search/EarlySearch.astro): that
 * inline script, run before any module has arrived, shows the loading state for the query in the
 * address and starts the search worker. The island takes both over here, once each.
 */
import { EARLY_SEARCH_PROPERTY } from '@/data/search';

/** What the inline script leaves on the window. */
interface EarlySearch {
  /** The search worker, downloading the engine and its index's first files; gone if it failed to start. */
  worker?: Worker;
  /** When the loading state first showed (performance.now()). */
  loadingSince?: number;
}

function earlySearch(): EarlySearch | undefined {
  return (window as unknown as Partial<Record<typeof EARLY_SEARCH_PROPERTY, EarlySearch>>)[EARLY_SEARCH_PROPERTY];
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
