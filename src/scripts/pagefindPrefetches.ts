/**
 * Files of a Pagefind bundle downloaded before an engine asks for them (its entry file, metadata and
 * WebAssembly), each kept until it has answered the requests it was downloaded for, then released: a
 * kept response holds its whole body in memory, and no engine asks for one of these files twice.
 */

interface Prefetch {
  download: Promise<Response>;
  /** How many more of Pagefind's requests it answers before it is released. */
  uses: number;
}

/**
 * The early downloads: `prefetch` starts one for `uses` requests (or adds them to the one under way),
 * and `take` answers one of Pagefind's requests with it, releasing it after its last.
 */
export function createPrefetches(fetchFile: (url: string) => Promise<Response>) {
  const kept = new Map<string, Prefetch>();

  function prefetch(url: string, uses: number): Promise<Response> {
    let prefetched = kept.get(url);
    if (prefetched) prefetched.uses += uses;
    else {
      const download = fetchFile(url).then((response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return response;
      });
      prefetched = { download, uses };
      kept.set(url, prefetched);
      // A failed download is forgotten: Pagefind's own request downloads the file again.
      download.catch(() => {
        if (kept.get(url)?.download === download) kept.delete(url);
      });
    }
    return prefetched.download.then((response) => response.clone());
  }

  function take(url: string): Promise<Response> | undefined {
    const prefetched = kept.get(url);
    if (!prefetched) return undefined;
    if (--prefetched.uses <= 0) kept.delete(url);
    return prefetched.download;
  }

  return { prefetch, take };
}
