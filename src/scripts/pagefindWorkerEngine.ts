/**
 * Pagefind's engine as the search workers run it (site search and the listings' filter): imported on
 * first use with retries, every download under its bundle folder retried with backoff, and a request
 * that lost a download for good failed, since Pagefind would otherwise skip a missing index chunk and
 * silently drop results. Requests run one at a time, so a download lost while one request runs is
 * that request's loss and never fails another one in flight. All state lives in the engine instance.
 */
import { lazyLoad } from '@/lib/lazyLoad';
import { retryingFetch, withRetry, type FetchLike, type RetryOptions } from '@/lib/retry';
import { createPrefetches } from './pagefindPrefetches';

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
   * Starts downloading a file of the bundle at `location` now, before Pagefind asks for it: the next
   * `uses` requests of Pagefind's for the same address (one per engine that reads it) are answered with
   * a copy of this response, which is then released. A download that fails is forgotten, and
   * Pagefind's own request downloads it again.
   */
  prefetch: (url: string, location: L, uses?: number) => Promise<Response>;
  /** Imports the engine's module for `location` now, without starting it: its first request finds it loaded. */
  importEarly: (location: L) => Promise<void>;
}

/** Names an engine among the bundle's: its instance, or '' for the bundle's one engine. */
function engineKey({ instance }: IndexBundle): string {
  return instance ?? '';
}

/** The address of an engine's module: its instance's own, and a fresh one for each retry. */
function engineModuleUrl({ bundleUrl, instance }: IndexBundle, retry: number): string {
  const query = new URLSearchParams();
  if (instance) query.set('instance', instance);
  if (retry) query.set('retry', String(retry));
  const search = query.toString();
  return `${bundleUrl}pagefind.js${search ? `?${search}` : ''}`;
}

/** Runs requests one at a time, and fails one that lost a download for good while it ran. */
function createRequestQueue(lostDownloadMessage: string) {
  let previous: Promise<unknown> = Promise.resolve();
  /** Whether the running request has lost a download for good: the one record of losses. */
  let lost = false;

  function failIfLost(): void {
    if (lost) throw new Error(lostDownloadMessage);
  }

  function request<T>(task: () => Promise<T>): Promise<T> {
    const run = previous.then(async () => {
      lost = false;
      const result = await task();
      failIfLost();
      return result;
    });
    previous = run.catch(() => {});
    return run;
  }

  function markLost(): void {
    lost = true;
  }

  return { request, failIfLost, markLost };
}

/**
 * Wraps the scope's fetch: a prefetched file is answered with a copy of its download (downloaded again if
 * that failed), and every download under the bundle folder is retried, `onGiveUp` told of each loss.
 */
function wrapScopeFetch(
  scope: { fetch: FetchLike },
  bundleUrl: string,
  retry: RetryOptions & { onGiveUp: () => void },
  prefetched: (url: string) => Promise<Response> | undefined,
): void {
  const inBundle = (url: string) => new URL(url, bundleUrl).href.startsWith(bundleUrl);
  const retrying = retryingFetch(scope.fetch.bind(scope), inBundle, retry);
  scope.fetch = (input, init) => {
    const early = typeof input === 'string' ? prefetched(new URL(input, bundleUrl).href) : undefined;
    return early
      ? early.then(
          (response) => response.clone(),
          () => retrying(input, init),
        )
      : retrying(input, init);
  };
}

/**
 * Engine modules, each import retried and shared by every call until a start takes it. A failed import
 * stays cached under its URL, so each new try asks for a fresh one.
 */
function createModuleImports<M>(importModule: (url: string) => Promise<M>, retry: RetryOptions) {
  let tries = 0;
  const imports = new Map<string, Promise<M>>();

  function importEngine(location: IndexBundle): Promise<M> {
    const key = engineKey(location);
    let imported = imports.get(key);
    if (!imported) {
      imported = withRetry(() => importModule(engineModuleUrl(location, tries++)), retry);
      imports.set(key, imported);
      imported.catch(() => imports.delete(key));
    }
    return imported;
  }

  /** The module for one start: each start gets a module of its own, so a failed one is not started again. */
  async function takeForStart(location: IndexBundle): Promise<M> {
    const pagefind = await importEngine(location);
    imports.delete(engineKey(location));
    return pagefind;
  }

  return { importEngine, takeForStart };
}

export function createPagefindWorkerEngine<M extends PagefindBase, L extends IndexBundle>(
  options: PagefindWorkerEngineOptions<M, L>,
): PagefindWorkerEngine<M, L> {
  const { scope, start } = options;
  const retry: RetryOptions = { sleep: options.sleep, isOffline: options.isOffline };
  const requests = createRequestQueue(options.lostDownloadMessage);
  const prefetches = createPrefetches((url) => scope.fetch(url));
  const modules = createModuleImports(options.importModule, retry);
  /** Each instance's engine, started on first use. */
  const engines = new Map<string, () => Promise<M>>();
  let fetchWrapped = false;

  /** From the first call on, every download under the bundle folder goes through the retrying fetch. */
  function retryIndexDownloads(bundleUrl: string): void {
    if (fetchWrapped) return;
    fetchWrapped = true;
    wrapScopeFetch(scope, bundleUrl, { ...retry, onGiveUp: requests.markLost }, prefetches.take);
  }

  async function startEngine(location: L): Promise<M> {
    const pagefind = await modules.takeForStart(location);
    try {
      await start(pagefind, location);
    } catch (error) {
      // Pagefind keeps a failed start; forget it so the next attempt starts afresh.
      await pagefind.destroy?.().catch(() => {});
      throw error;
    }
    return pagefind;
  }

  return {
    load(location) {
      retryIndexDownloads(location.bundleUrl);
      const key = engineKey(location);
      let loadEngine = engines.get(key);
      if (!loadEngine) {
        loadEngine = lazyLoad(() => startEngine(location));
        engines.set(key, loadEngine);
      }
      return loadEngine();
    },
    importEarly(location) {
      retryIndexDownloads(location.bundleUrl);
      return modules.importEngine(location).then(() => {});
    },
    prefetch(url, location, uses = 1) {
      retryIndexDownloads(location.bundleUrl);
      return prefetches.prefetch(new URL(url, location.bundleUrl).href, uses);
    },
    failIfLost: requests.failIfLost,
    request: requests.request,
  };
}
