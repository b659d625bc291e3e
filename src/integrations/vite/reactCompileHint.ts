/**
 * Marks the chunks of React's runtime for eager compilation. V8 compiles a function the first time it
 * runs, on the main thread, unless the file asks for all its functions at load: the magic comment
 * `//# allFunctionsCalledOnLoad` on its first line (Chrome 136+; others ignore the comment). Without
 * it, the first tap after an island hydrates paid to compile React's event and update code on the
 * spot (about 30 ms of a 6x-slowed phone's tap); with it, that compiling happens on a background
 * thread while the file downloads. Only React's runtime is marked: nearly all of it runs at hydration
 * or on the first interaction, and marking code that never runs would only cost memory.
 */
import type { Plugin } from 'vite';

/** V8's explicit compile hint for a whole file; it must be the file's first line. */
export const COMPILE_ALL_HINT = '//# allFunctionsCalledOnLoad';

/** The packages of React's browser runtime. */
const REACT_RUNTIME = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** Whether a chunk holds any module of React's runtime. */
export function holdsReactRuntime(moduleIds: readonly string[]): boolean {
  return moduleIds.some((id) => REACT_RUNTIME.test(id));
}

/** `code` with the hint as its first line (once). */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_ALL_HINT) ? code : `${COMPILE_ALL_HINT}\n${code}`;
}

export function reactCompileHint(): Plugin {
  return {
    name: 'site:react-compile-hint',
    apply: 'build',
    // After minification, which would drop a comment added any earlier.
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && holdsReactRuntime(file.moduleIds)) file.code = withCompileHint(file.code);
      }
    },
  };
}
