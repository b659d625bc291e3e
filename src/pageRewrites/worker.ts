/**
 * A worker thread that rewrites rendered pages (src/pageRewrites/steps.ts), one at a time in the
 * order they arrive, while the build's main thread renders the next ones.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { pageRewriteSteps, type PageRewriteSettings } from './steps';
import { pageRewriter } from './pageRewriter';

/**
 * What the pool sends: a page to rewrite (its UTF-8 bytes, moved to the worker, not copied), or
 * (with no html) a request for the build log.
 */
export interface PageRewriteRequest {
  id: number;
  html?: Uint8Array<ArrayBuffer>;
  page?: string;
}

/** What the worker answers: the page's new HTML (UTF-8, moved back), the log lines, or the error that stopped it. */
export interface PageRewriteAnswer {
  id: number;
  html?: Uint8Array<ArrayBuffer>;
  log?: string[];
  error?: string;
}

export interface PageRewriteWorkerData {
  module: string;
  dist: string;
  settings: PageRewriteSettings;
}

if (parentPort) {
  const port = parentPort;
  const { dist, settings } = workerData as PageRewriteWorkerData;
  const rewriter = pageRewriter(pageRewriteSteps(settings), dist);
  // Decoding and encoding happen here too, off the rendering thread.
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let queue = Promise.resolve();
  port.on('message', ({ id, html, page }: PageRewriteRequest) => {
    queue = queue.then(async () => {
      try {
        if (html === undefined) return port.postMessage({ id, log: rewriter.log() } satisfies PageRewriteAnswer);
        const rewritten = encoder.encode(await rewriter.rewrite(decoder.decode(html), page ?? '/'));
        port.postMessage({ id, html: rewritten } satisfies PageRewriteAnswer, [rewritten.buffer]);
      } catch (error) {
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
        port.postMessage({ id, error: message } satisfies PageRewriteAnswer);
      }
    });
  });
}
