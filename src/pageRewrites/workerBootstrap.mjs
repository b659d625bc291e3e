// Runs one of this project's TypeScript modules (workerData.module, a file URL) in a worker thread.
// Node strips the types itself; what its loader lacks for this code base is imports written without
// the '.ts' extension, as Vite and TypeScript accept them: those are resolved here.
import { registerHooks } from 'node:module';
import { workerData } from 'node:worker_threads';

/** './x', '../data/theme': a relative import whose last segment has no extension. */
const RELATIVE_WITHOUT_EXTENSION = /^\.{1,2}\/(?:.*\/)?[^./]+$/;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (RELATIVE_WITHOUT_EXTENSION.test(specifier)) {
      try {
        return nextResolve(`${specifier}.ts`, context);
      } catch {
        // not a TypeScript file: resolved as written below
      }
    }
    return nextResolve(specifier, context);
  },
});

await import(workerData.module);
