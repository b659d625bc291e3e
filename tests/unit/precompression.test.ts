import { describe, expect, it } from 'vitest';
import {
  BROTLI_QUALITY,
  HIGHEST_EFFORT_PAGES,
  ZOPFLI_BAND_BYTES,
  compressionEfforts,
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

describe('how hard each file is compressed', () => {
  const page = (path: string, gzipBytes: number) => ({ path, gzipBytes });

  it('gives a small site the highest effort everywhere, zopfli only in its band', () => {
    const files = [
      page('index.html', 13_600),
      page('ar/index.html', 14_900),
      page('offline/index.html', 6_000),
      page('tutorials/long/index.html', 22_000),
      page('_astro/site.js', 40_000),
    ];
    expect(compressionEfforts(files)).toEqual([
      { brotliQuality: BROTLI_QUALITY.highest, zopfli: true },
      { brotliQuality: BROTLI_QUALITY.highest, zopfli: true },
      { brotliQuality: BROTLI_QUALITY.highest, zopfli: false },
      { brotliQuality: BROTLI_QUALITY.highest, zopfli: false },
      { brotliQuality: BROTLI_QUALITY.highest, zopfli: false },
    ]);
    expect(ZOPFLI_BAND_BYTES.from).toBeLessThan(14_000);
    expect(ZOPFLI_BAND_BYTES.to).toBeGreaterThan(14_000);
  });

  it('spends it on the pages nearest the first round trip when a site has more pages than that', () => {
    const pages = Array.from({ length: HIGHEST_EFFORT_PAGES + 100 }, (_, i) =>
      page(`tutorials/${i}/index.html`, 4_000 + i * 20),
    );
    const efforts = compressionEfforts([...pages, page('_astro/site.js', 5_000)]);
    const highest = pages.filter((_, i) => efforts[i].brotliQuality === BROTLI_QUALITY.highest);
    expect(highest).toHaveLength(HIGHEST_EFFORT_PAGES);
    // The 100 left at brotli's bulk quality are farther from 14,000 bytes than any page that got the highest.
    const distance = (i: number) => Math.abs(pages[i].gzipBytes - 14_000);
    const bulk = pages.map((_, i) => i).filter((i) => efforts[i].brotliQuality === BROTLI_QUALITY.bulk);
    const nearest = pages.map((_, i) => i).filter((i) => efforts[i].brotliQuality === BROTLI_QUALITY.highest);
    expect(bulk).toHaveLength(100);
    expect(Math.min(...bulk.map(distance))).toBeGreaterThanOrEqual(Math.max(...nearest.map(distance)));
    expect(efforts.at(-1)!.brotliQuality, 'not a page').toBe(BROTLI_QUALITY.highest);
    expect(efforts.filter((effort) => effort.zopfli).length).toBeLessThanOrEqual(50);
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
