// The search page's first inline script, run from the source text the page carries, and the island's
// take-over of what it started: the script can import nothing, so its code must stand on its own.
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_SEARCH_ATTRIBUTE, SEARCH_WORKER_NAME } from '@/data/search';
import { earlySearchScript, takeEarlyLoadingStart, takeEarlyWorker } from '@/scripts/earlySearch';

class FakeWorker {
  messages: unknown[] = [];
  constructor(
    readonly url: string,
    readonly options: WorkerOptions,
  ) {}
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  addEventListener() {}
  terminate() {}
}

const SCRIPT = earlySearchScript({
  warmUp: { kind: 'warmUp', indexTag: 'tag', language: 'es', htmlLang: 'es' },
  bundlePath: '/pagefind/',
  workerUrl: '/_astro/searchWorker.js',
});

/** Runs the inline script at `address` with nothing but the browser globals it uses, and gives the island its window. */
function runInlineScript(address: string) {
  const window = {};
  const rootAttributes = new Map<string, string>();
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => rootAttributes.set(name, value) },
  };
  const location = new URL(address);
  runInNewContext(SCRIPT, {
    window,
    document,
    location,
    performance: { now: () => 42 },
    Worker: FakeWorker,
    URL,
    URLSearchParams,
  });
  vi.stubGlobal('window', window);
  return { rootAttributes };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the early search', () => {
  it('with a query in the address, shows the loading state and starts the worker, each handed to the island once', () => {
    const { rootAttributes } = runInlineScript('https://site.test/es/search?q=hashtags');
    expect(rootAttributes.has(EARLY_SEARCH_ATTRIBUTE)).toBe(true);
    const worker = takeEarlyWorker() as unknown as FakeWorker;
    expect(worker.url).toBe('/_astro/searchWorker.js');
    expect(worker.options).toEqual({ type: 'module', name: SEARCH_WORKER_NAME });
    expect(worker.messages).toEqual([
      { kind: 'warmUp', indexTag: 'tag', language: 'es', htmlLang: 'es', bundleUrl: 'https://site.test/pagefind/' },
    ]);
    expect(takeEarlyWorker()).toBeUndefined();
    expect(takeEarlyLoadingStart()).toBe(42);
    expect(takeEarlyLoadingStart()).toBeUndefined();
  });

  it('without a query, leaves the page and the island as they are', () => {
    const { rootAttributes } = runInlineScript('https://site.test/search?q=%20');
    expect(rootAttributes.size).toBe(0);
    expect(takeEarlyWorker()).toBeUndefined();
    expect(takeEarlyLoadingStart()).toBeUndefined();
  });

  it('writes no value that could end its script element', () => {
    const script = earlySearchScript({
      warmUp: { kind: 'warmUp', language: 'en', htmlLang: 'en' },
      bundlePath: '/pagefind/</script>',
      workerUrl: '/w.js',
    });
    expect(script).not.toContain('</');
  });
});
