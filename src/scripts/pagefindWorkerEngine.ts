/**
 * Pagefind's engine as the search workers run it (site search and the listings' filter): imported on
 * first use with retries, every download under its bundle folder retried with backoff, and a request
 * that lost a download for good failed, since Pagefind would otherwise skip a missing index chunk and
 * silently drop results. Requests run one at a time, so a download lost while one request runs is
 * that request's loss and never fails another one in flight. All state lives in the engine instance.
 */
import { lazyLoad } from '@/lib/lazyLoad';
import { retryingFetch, withRetry, type FetchLike } from '@/lib/retry';

/** The part of Pagefind's module every worker uses. */
export interface PagefindBase {
  options: (options: Record<string, unknown>) => Promise<void>;
  init?: () => Promise<void>;
  destroy?: () => Promise<void>;
}

/** Where an index lives: Pagefind's bundle folder, as an absolute URL ending in a slash, and whatever else starting it needs. */
export interface IndexBundle {
  bundleUrl: string;
  /**
   * Names an engine of its own on the bundle (one per index language a page searches): its module is
   * imported under its own address, so its state is its own. Without it, the bundle's one engine.
   */
  instance?: string;
}

export interface PagefindWorkerEngineOptions<M extends PagefindBase, L extends IndexBundle> {
  /** The global whose `fetch` Pagefind calls (the worker's `self`): its fetch is wrapped with retries. */
  scope: { fetch: FetchLike };
  /** Imports a module by URL (the worker's dynamic import, which Vite must not see). */
  importModule: (url: string) => Promise<M>;
  sleep: (ms: number) => Promise<void>;
  isOffline?: () => boolean;
  /** Starts an imported engine (its options and init): a failure here makes the next request start afresh. */
  start: (pagefind: M, location: L) => Promise<void>;
  /** The error message of a request that lost a download. */
  lostDownloadMessage: string;
}

export interface PagefindWorkerEngine<M, L extends IndexBundle> {
  /**
   * The engine on the index at `location` (the first request's for each instance; every request of a
   * page names the same bundle).
   */
  load: (location: L) => Promise<M>;
  /** Runs `task` after every earlier request has finished, and fails it if it lost a download for good. */
  request: <T>(task: () => Promise<T>) => Promise<T>;
  /**
   * Inside a request's task: fails it now if it has lost a download for good, before it asks Pagefind
   * for more (which would try the lost file again).
   */
  failIfLost: () => void;
  /**
   * Starts downloading a file of the bundle at `location` now, before Pagefind asks for it: Pagefind's
   * requests for the same address (each engine's) are then answered with a copy of this response. A
   * download that fails is forgotten, and Pagefind's own request downloads it again.
   */
  prefetch: (url: string, location: L) => Promise<Response>;
  /** Imports the engine's module for `location` now, without starting it: its first request finds it loaded. */
  importEarly: (location: L) => Promise<void>;
}

export function createPagefindWorkerEngine<M extends PagefindBase, L extends IndexBundle>(
  options: PagefindWorkerEngineOptions<M, L>,
): PagefindWorkerEngine<M, L> {
  const { scope, importModule, sleep, isOffline, start } = options;
  let lostDownloads = 0;
  let fetchWrapped = false;
  /** A failed module import stays cached under its URL, so each new try asks for a fresh one. */
  let engineImports = 0;
  const engines = new Map<string, () => Promise<M>>();
  let previousRequest: Promise<unknown> = Promise.resolve();
  /** Downloads lost for good when the running request began. */
  let lostBeforeRequest = 0;
  /** Downloads started by `prefetch`, by absolute URL. */
  const prefetched = new Map<string, Promise<Response>>();

  function retryIndexDownloads(bundleUrl: string): void {
    if (fetchWrapped) return;
    fetchWrapped = true;
    const retrying = retryingFetch(
      scope.fetch.bind(scope),
      (url) => new URL(url, bundleUrl).href.startsWith(bundleUrl),
      {
        sleep,
        isOffline,
        onGiveUp: () => lostDownloads++,
      },
    );
    scope.fetch = (input, init) => {
      const early = typeof input === 'string' ? prefetched.get(new URL(input, bundleUrl).href) : undefined;
      return early
        ? early.then(
            (response) => response.clone(),
            () => retrying(input, init),
          )
        : retrying(input, init);
    };
  }

  /** Engine modules imported (or being imported) and not started yet, by instance. */
  const imports = new Map<string, Promise<M>>();

  function importEngine({ bundleUrl, instance }: L): Promise<M> {
    const key = instance ?? '';
    let imported = imports.get(key);
    if (!imported) {
      imported = withRetry(
        () => {
          const tries = engineImports++;
          const query = new URLSearchParams();
          if (instance) query.set('instance', instance);
          if (tries) query.set('retry', String(tries));
          const search = query.toString();
          return importModule(`${bundleUrl}pagefind.js${search ? `?${search}` : ''}`);
        },
        { sleep, isOffline },
      );
      imports.set(key, imported);
      imported.catch(() => imports.delete(key));
    }
    return imported;
  }

  async function startEngine(location: L): Promise<M> {
    const pagefind = await importEngine(location);
    // Each start gets a module of its own: a failed one is not started again.
    imports.delete(location.instance ?? '');
    try {
      await start(pagefind, location);
      return pagefind;
    } catch (error) {
      // Pagefind keeps a failed start; forget it so the next attempt starts afresh.
      await pagefind.destroy?.().catch(() => {});
      throw error;
    }
  }

  return {
    load(location) {
      retryIndexDownloads(location.bundleUrl);
      const key = location.instance ?? '';
      let loadEngine = engines.get(key);
      if (!loadEngine) {
        loadEngine = lazyLoad(() => startEngine(location));
        engines.set(key, loadEngine);
      }
      return loadEngine();
    },
    importEarly(location) {
      retryIndexDownloads(location.bundleUrl);
      return importEngine(location).then(() => {});
    },
    prefetch(url, location) {
      retryIndexDownloads(location.bundleUrl);
      const absolute = new URL(url, location.bundleUrl).href;
      let download = prefetched.get(absolute);
      if (!download) {
        download = scope.fetch(absolute).then((response) => {
          if (!response.ok) throw new Error(`${absolute} answered ${response.status}`);
          return response;
        });
        prefetched.set(absolute, download);
        download.catch(() => prefetched.delete(absolute));
      }
      return download.then((response) => response.clone());
    },
    failIfLost() {
      if (lostDownloads !== lostBeforeRequest) throw new Error(options.lostDownloadMessage);
    },
    request(task) {
      const run = previousRequest.then(async () => {
        const lostBefore = lostDownloads;
        lostBeforeRequest = lostBefore;
        const result = await task();
        if (lostDownloads !== lostBefore) throw new Error(options.lostDownloadMessage);
        return result;
      });
      previousRequest = run.catch(() => {});
      return run;
    },
  };
}
