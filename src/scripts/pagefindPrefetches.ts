/**
 * Files of a Pagefind bundle downloaded before an engine's start asks for them (its entry file, metadata
 * and WebAssembly), each kept only until the engines it was downloaded for have started: no engine asks
 * for its start files again, and a kept response holds its whole body in memory.
 */

/**
 * The early downloads: `prefetch` starts one for an engine (or shares the one under way), `find` answers
 * Pagefind's requests for it (every engine's: each start reads the entry file), and `engineStarted`
 * releases the engine's.
 */
export function createPrefetches(fetchFile: (url: string) => Promise<Response>) {
  /** Each engine's downloads by absolute URL; null once it has started, as it will ask for none. */
  const byEngine = new Map<string, Map<string, Promise<Response>> | null>();

  function find(url: string): Promise<Response> | undefined {
    for (const downloads of byEngine.values()) {
      const download = downloads?.get(url);
      if (download) return download;
    }
  }

  function prefetch(url: string, engine: string): Promise<Response> {
    let download = find(url);
    if (!download) {
      download = fetchFile(url).then((response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return response;
      });
      // A failed download is forgotten: Pagefind's own request downloads the file again.
      download.catch(() => byEngine.forEach((downloads) => downloads?.delete(url)));
    }
    let downloads = byEngine.get(engine);
    if (downloads === undefined) byEngine.set(engine, (downloads = new Map()));
    downloads?.set(url, download);
    return download.then((response) => response.clone());
  }

  function engineStarted(engine: string): void {
    byEngine.set(engine, null);
  }

  return { prefetch, find, engineStarted };
}
