import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_BYTES } from '../../scripts/budgets.ts';
import {
  ZOPFLI_FROM_BYTES,
  worthZopfli,
  PRECOMPRESS_MIN_BYTES,
  PRECOMPRESS_MIN_SAVING,
  compressionPays,
  isPrecompressedCopy,
  isPrecompressible,
  preferredEncoding,
} from '@/lib/precompression';

describe('which files get compressed copies', () => {
  it('text of the build: pages, styles, scripts, data, feeds, SVG, the manifest, Pagefind’s own scripts', () => {
    for (const path of [
      'index.html',
      '_astro/BaseLayout.abc.css',
      '_astro/x.js',
      'pagefind/pagefind-entry.json',
      'pagefind/pagefind.js',
      'sitemap-0.xml',
      'favicon.svg',
      'manifest.webmanifest',
      'robots.txt',
    ])
      expect(isPrecompressible(path, 10_000), path).toBe(true);
  });

  it('not what is compressed already, nor files too small to gain', () => {
    for (const path of ['pagefind/index/en_1.pf_index', 'pagefind/wasm.en.pagefind', 'og/x.jpg', 'icons/icon.png'])
      expect(isPrecompressible(path, 10_000), path).toBe(false);
    expect(isPrecompressible('robots.txt', PRECOMPRESS_MIN_BYTES - 1)).toBe(false);
    expect(isPrecompressedCopy('index.html.br')).toBe(true);
    expect(isPrecompressedCopy('index.html.gz')).toBe(true);
    expect(isPrecompressedCopy('index.html')).toBe(false);
  });

  it('keeps a copy only when it saves at least a tenth', () => {
    expect(PRECOMPRESS_MIN_SAVING).toBe(0.1);
    expect(compressionPays(1000, 900)).toBe(true);
    expect(compressionPays(1000, 901)).toBe(false);
  });
});

describe('which pages are gzipped again with zopfli', () => {
  it('only pages whose gzip copy is near the first flight', () => {
    expect(worthZopfli('ar/index.html', ZOPFLI_FROM_BYTES)).toBe(true);
    expect(worthZopfli('ar/index.html', 14_400)).toBe(true);
    expect(worthZopfli('tutorials/x/index.html', ZOPFLI_FROM_BYTES - 1)).toBe(false);
    expect(worthZopfli('_astro/big.js', 40_000)).toBe(false);
    expect(ZOPFLI_FROM_BYTES).toBeLessThan(FIRST_SCREEN_BYTES);
  });
});

describe('the copy a request gets', () => {
  const both = ['br', 'gzip'];
  it('brotli for browsers that accept it, gzip for the others, the plain file for neither', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd', both)?.encoding).toBe('br');
    expect(preferredEncoding('gzip', both)?.encoding).toBe('gzip');
    expect(preferredEncoding('identity', both)).toBeNull();
    expect(preferredEncoding(undefined, both)).toBeNull();
    expect(preferredEncoding('', both)).toBeNull();
  });

  it('only copies that exist, and never one refused with q=0', () => {
    expect(preferredEncoding('br, gzip', ['gzip'])?.encoding).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip', both)?.encoding).toBe('gzip');
    expect(preferredEncoding('br;q=0.0, gzip;q=0', both)).toBeNull();
    expect(preferredEncoding('BR;q=0.5', both)?.encoding).toBe('br');
    expect(preferredEncoding('*', both)?.encoding).toBe('br');
    expect(preferredEncoding('br', [])).toBeNull();
  });
});
