// The search workers' Pagefind engine: downloads retried, a request that lost one failed, a loss
// counted against the request that lost it only, even while another request is in flight, and a
// prefetched file shared by the engines' starts, then released.
import { describe, expect, it } from 'vitest';
import { createPagefindWorkerEngine, type IndexBundle, type PagefindBase } from '@/scripts/pagefindWorkerEngine';

const BUNDLE = 'https://site.test/pagefind/';

interface FakePagefind extends PagefindBase {
  /** Downloads each named chunk through the worker's fetch, swallowing failures as Pagefind does. */
  search: (chunks: string[]) => Promise<string[]>;
}

/** A worker scope whose fetch fails for good on `lost` files and answers the others, a `slow` file late. */
function fakeWorker(lost: Set<string>) {
  const scope = {
    fetch: async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : input.toString();
      await new Promise((resolve) => setTimeout(resolve, url.includes('slow') ? 30 : 1));
      return new Response('chunk', { status: lost.has(url.slice(BUNDLE.length)) ? 404 : 200 });
    },
  };
  const pagefind: FakePagefind = {
    options: async () => {},
    search: async (chunks) => {
      const found = await Promise.all(
        chunks.map((chunk) =>
          scope.fetch(`${BUNDLE}${chunk}`).then(
            () => chunk,
            () => null,
          ),
        ),
      );
      return found.filter((chunk): chunk is string => chunk !== null);
    },
  };
  const engine = createPagefindWorkerEngine<FakePagefind, { bundleUrl: string }>({
    scope,
    importModule: async () => pagefind,
    sleep: async () => {},
    start: async () => {},
    lostDownloadMessage: 'lost',
  });
  const query = (chunks: string[]) =>
    engine.request(async () => (await engine.load({ bundleUrl: BUNDLE })).search(chunks));
  return { query };
}

describe('createPagefindWorkerEngine', () => {
  it('fails a request that lost a download for good, though Pagefind swallowed the error', async () => {
    const { query } = fakeWorker(new Set(['a.pf_index']));
    await expect(query(['a.pf_index', 'b.pf_index'])).rejects.toThrow('lost');
    await expect(query(['b.pf_index'])).resolves.toEqual(['b.pf_index']);
  });

  it('does not fail a request in flight when another one loses a download', async () => {
    const { query } = fakeWorker(new Set(['lost.pf_index']));
    const [losing, fine] = await Promise.allSettled([
      query(['lost.pf_index', 'x.pf_index']),
      // Still downloading when the other request gives up on its file.
      query(['slow.pf_index', 'z.pf_index']),
    ]);
    expect(losing.status).toBe('rejected');
    expect(fine).toEqual({ status: 'fulfilled', value: ['slow.pf_index', 'z.pf_index'] });
  });

  it('keeps answering after a failed request', async () => {
    const { query } = fakeWorker(new Set(['lost.pf_index']));
    const results = await Promise.allSettled([
      query(['lost.pf_index']),
      query(['ok.pf_index']),
      query(['ok.pf_index']),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
  });
});

describe('engine instances', () => {
  it('starts one engine per instance, each imported under its own address, the plain one as before', async () => {
    const imported: string[] = [];
    const engine = createPagefindWorkerEngine<PagefindBase, { bundleUrl: string; instance?: string }>({
      scope: { fetch: async () => new Response('') },
      importModule: async (url) => {
        imported.push(url);
        return { options: async () => {} };
      },
      sleep: async () => {},
      start: async () => {},
      lostDownloadMessage: 'lost',
    });
    const english = await engine.load({ bundleUrl: BUNDLE });
    const spanish = await engine.load({ bundleUrl: BUNDLE, instance: 'es' });
    expect(spanish).not.toBe(english);
    expect(await engine.load({ bundleUrl: BUNDLE, instance: 'es' })).toBe(spanish);
    expect(await engine.load({ bundleUrl: BUNDLE })).toBe(english);
    expect(imported).toEqual([`${BUNDLE}pagefind.js`, `${BUNDLE}pagefind.js?instance=es&retry=1`]);
  });
});

/**
 * An engine over a scope that counts its downloads per file and answers `missing` files 404; each engine's
 * start reads `startFiles` through the worker's fetch, as Pagefind's does.
 */
function countingEngine(missing = new Set<string>()) {
  const downloads = new Map<string, number>();
  const scope = {
    fetch: async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : input.toString();
      downloads.set(url, (downloads.get(url) ?? 0) + 1);
      return new Response(`bytes of ${url}`, { status: missing.has(url) ? 404 : 200 });
    },
  };
  const engine = createPagefindWorkerEngine<PagefindBase, IndexBundle>({
    scope,
    importModule: async () => ({ options: async () => {} }),
    sleep: async () => {},
    start: async () => {},
    lostDownloadMessage: 'lost',
  });
  return { engine, scope, downloads };
}

describe('prefetch', () => {
  it("answers Pagefind's requests for a prefetched file (each engine's) from the one download", async () => {
    const { engine, scope, downloads } = countingEngine();
    const entry = `${BUNDLE}pagefind-entry.json?ts=1`;
    // Two engines read the entry file: it answers two requests.
    await expect((await engine.prefetch(entry, { bundleUrl: BUNDLE }, 2)).text()).resolves.toBe(`bytes of ${entry}`);
    const answers = await Promise.all([scope.fetch(entry), scope.fetch(entry)]);
    expect(await Promise.all(answers.map((answer) => answer.text()))).toEqual([
      `bytes of ${entry}`,
      `bytes of ${entry}`,
    ]);
    expect(downloads.get(entry)).toBe(1);
    // A file never prefetched is downloaded as usual.
    await scope.fetch(`${BUNDLE}index/en_1.pf_index`);
    expect(downloads.get(`${BUNDLE}index/en_1.pf_index`)).toBe(1);
  });

  it('forgets a prefetch that failed, so Pagefind downloads the file itself', async () => {
    const meta = `${BUNDLE}pagefind.en_1.pf_meta`;
    const { engine, scope, downloads } = countingEngine(new Set([meta]));
    await expect(engine.prefetch(meta, { bundleUrl: BUNDLE })).rejects.toThrow('404');
    const before = downloads.get(meta)!;
    // Still missing: the retrying fetch gives up on it again, after its own download.
    await expect(scope.fetch(meta)).rejects.toThrow('404');
    expect(downloads.get(meta)).toBeGreaterThan(before);
  });

  it('releases a prefetched file once it has answered the requests it was downloaded for', async () => {
    const wasm = `${BUNDLE}wasm.en.pagefind`;
    const { engine, scope, downloads } = countingEngine();
    await engine.prefetch(wasm, { bundleUrl: BUNDLE });
    await scope.fetch(wasm);
    expect(downloads.get(wasm)).toBe(1);
    // Kept, it would answer this from memory for as long as the worker lives.
    await scope.fetch(wasm);
    expect(downloads.get(wasm)).toBe(2);
  });

  it('adds the requests of a second prefetch of a file under way to the same download', async () => {
    const entry = `${BUNDLE}pagefind-entry.json?ts=1`;
    const { engine, scope, downloads } = countingEngine();
    await Promise.all([
      engine.prefetch(entry, { bundleUrl: BUNDLE }),
      engine.prefetch(entry, { bundleUrl: BUNDLE, instance: 'es' }),
    ]);
    await scope.fetch(entry);
    await scope.fetch(entry);
    expect(downloads.get(entry)).toBe(1);
    await scope.fetch(entry);
    expect(downloads.get(entry)).toBe(2);
  });
});

describe('failIfLost', () => {
  it('fails the running request once it has lost a download for good, and only that request', async () => {
    const { engine, scope } = countingEngine(new Set([`${BUNDLE}lost.pf_index`]));
    await engine.load({ bundleUrl: BUNDLE });
    let askedAfter = false;
    const losing = engine.request(async () => {
      await scope.fetch(`${BUNDLE}lost.pf_index`).catch(() => {});
      engine.failIfLost();
      askedAfter = true;
    });
    await expect(losing).rejects.toThrow('lost');
    expect(askedAfter).toBe(false);
    await expect(
      engine.request(async () => {
        await scope.fetch(`${BUNDLE}fine.pf_index`);
        engine.failIfLost();
        return 'answered';
      }),
    ).resolves.toBe('answered');
  });
});
