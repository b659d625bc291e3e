/**
 * Worker threads that rewrite rendered pages (src/pageRewrites/worker.ts). Each page goes to the
 * worker with the fewest pages in hand; its answer comes back as a promise.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PageRewriteSettings } from './steps';
import type { PageRewriteAnswer, PageRewriteRequest, PageRewriteWorkerData } from './worker';

/** One worker per core the rendering leaves free (the build renders on one), at least one, at most three. */
const PAGE_REWRITE_WORKERS = Math.min(3, Math.max(1, availableParallelism() - 1));

const BOOTSTRAP = new URL('./workerBootstrap.mjs', import.meta.url);
const WORKER_MODULE = new URL('./worker.ts', import.meta.url).href;

export interface PageRewritePool {
  /**
   * The page's rewritten HTML. `html` is its UTF-8 bytes, handed over to the worker (its buffer is
   * detached here), so the rendering thread neither copies nor decodes it.
   */
  rewrite(html: Uint8Array<ArrayBuffer>, page: string): Promise<Uint8Array<ArrayBuffer>>;
  /** Waits for the pages in hand, stops the workers and returns their build log lines. */
  close(): Promise<string[]>;
}

interface Pending {
  resolve: (answer: PageRewriteAnswer) => void;
  reject: (error: Error) => void;
}

interface PoolWorker {
  thread: Worker;
  pending: Map<number, Pending>;
  failure?: Error;
}

function startWorker(workerData: PageRewriteWorkerData): PoolWorker {
  const worker: PoolWorker = { thread: new Worker(BOOTSTRAP, { workerData }), pending: new Map() };
  // Idle, a worker does not keep the process alive: a build that fails elsewhere still ends.
  worker.thread.unref();
  const fail = (error: Error) => {
    worker.failure ??= error;
    for (const { reject } of worker.pending.values()) reject(worker.failure);
    worker.pending.clear();
    worker.thread.unref();
  };
  worker.thread.on('message', (answer: PageRewriteAnswer) => {
    const pending = worker.pending.get(answer.id);
    worker.pending.delete(answer.id);
    if (worker.pending.size === 0) worker.thread.unref();
    if (answer.error !== undefined) pending?.reject(new Error(answer.error));
    else pending?.resolve(answer);
  });
  worker.thread.on('error', fail);
  worker.thread.on('exit', (code) => fail(new Error(`the page rewriting worker stopped (exit code ${code})`)));
  return worker;
}

/** `dist` is the build folder; `settings` build the same steps in every worker. */
export function pageRewritePool(
  dist: string,
  settings: PageRewriteSettings,
  size: number = PAGE_REWRITE_WORKERS,
): PageRewritePool {
  const workerData: PageRewriteWorkerData = { module: WORKER_MODULE, dist, settings };
  const workers = Array.from({ length: size }, () => startWorker(workerData));
  let nextId = 0;

  const ask = (worker: PoolWorker, request: Omit<PageRewriteRequest, 'id'>) =>
    new Promise<PageRewriteAnswer>((resolve, reject) => {
      if (worker.failure) return reject(worker.failure);
      const id = nextId++;
      if (worker.pending.size === 0) worker.thread.ref();
      worker.pending.set(id, { resolve, reject });
      const moved = request.html && request.html.byteLength === request.html.buffer.byteLength;
      worker.thread.postMessage({ ...request, id } satisfies PageRewriteRequest, moved ? [request.html!.buffer] : []);
    });

  return {
    async rewrite(html, page) {
      const idlest = workers.reduce((best, worker) => (worker.pending.size < best.pending.size ? worker : best));
      return (await ask(idlest, { html, page })).html!;
    },
    async close() {
      try {
        const logs = await Promise.all(workers.map(async (worker) => (await ask(worker, {})).log ?? []));
        return logs.flatMap((lines, index) =>
          size === 1 ? lines : lines.map((line) => `worker ${index + 1}: ${line}`),
        );
      } finally {
        for (const worker of workers) {
          worker.failure ??= new Error('the page rewriting workers were closed');
          await worker.thread.terminate();
        }
      }
    },
  };
}
