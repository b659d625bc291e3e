/** Loading something once, on first use, without letting one failed download disable it for good. */

/**
 * A loader for something fetched on first use (a lazily imported module, the search engine): the
 * first call starts `load`, later calls share its promise, and a rejected load is forgotten so the
 * next call starts it again; a dropped connection must not disable a feature for good.
 */
export function lazyLoad<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
