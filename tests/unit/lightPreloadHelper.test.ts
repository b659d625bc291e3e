import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadHelperSource } from '../../src/integrations/vite/lightPreloadHelper';

interface FakeLink {
  rel: string;
  href: string;
  onload: (() => void) | null;
  onerror: (() => void) | null;
}

/** Loads the generated helper as a module, with a document that records the links it appends. */
async function loadHelper(base: string) {
  const links: FakeLink[] = [];
  vi.stubGlobal('location', { href: 'https://example.test/some/page/' });
  vi.stubGlobal('document', {
    createElement: () => ({ rel: '', href: '', onload: null, onerror: null }),
    head: { append: (link: FakeLink) => links.push(link) },
  });
  const source = preloadHelperSource(base);
  const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as {
    __vitePreload: (load: () => Promise<string>, deps?: string[]) => Promise<string>;
  };
  return { preload: module.__vitePreload, links };
}

afterEach(() => vi.unstubAllGlobals());

describe('the light preload helper', () => {
  it('preloads each script dependency once, under the base path, then imports', async () => {
    const { preload, links } = await loadHelper('/creator-hub/');
    const load = vi.fn(() => Promise.resolve('module'));
    await expect(preload(load, ['_astro/a.js', '_astro/b.js'])).resolves.toBe('module');
    await preload(load, ['_astro/a.js']);
    expect(links.map(({ rel, href }) => [rel, href])).toEqual([
      ['modulepreload', 'https://example.test/creator-hub/_astro/a.js'],
      ['modulepreload', 'https://example.test/creator-hub/_astro/b.js'],
    ]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('imports only after a stylesheet dependency has loaded or failed', async () => {
    const { preload, links } = await loadHelper('/');
    const load = vi.fn(() => Promise.resolve('module'));
    const result = preload(load, ['_astro/island.css']);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect(links[0]).toMatchObject({ rel: 'stylesheet', href: 'https://example.test/_astro/island.css' });
    links[0].onerror?.();
    await expect(result).resolves.toBe('module');
  });

  it('passes a failed import on to the caller', async () => {
    const { preload } = await loadHelper('/');
    await expect(preload(() => Promise.reject(new Error('offline')), [])).rejects.toThrow('offline');
  });
});
