/**
 * Which files of the build get compressed copies beside them (`page.html.br`, `page.html.gz`), so a
 * server sends bytes compressed once at the highest levels instead of compressing each request at
 * whatever level it is set to (nginx's default gzip level is 1). Decisions only; the writing is
 * scripts/precompress.ts.
 */

/** The encodings written, in the order a server prefers them. */
export const PRECOMPRESSED_ENCODINGS = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const;

/**
 * Text files: pages, styles, scripts, data, feeds, the sitemap, icons in SVG, the web manifest and the
 * host's text files, and Pagefind's uncompressed files (its entry JSON, scripts and styles). Pagefind's
 * index and WebAssembly (`.pagefind`, `.pf_*`) are gzip already; images are compressed formats.
 */
export const PRECOMPRESSIBLE_EXTENSIONS = [
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.xml',
  '.svg',
  '.webmanifest',
  '.txt',
];

/** Below this a file fits one packet anyway; compressing it saves nothing a visitor would notice. */
export const PRECOMPRESS_MIN_BYTES = 256;

/** A copy must save at least this share of the file to be worth a file of its own. */
export const PRECOMPRESS_MIN_SAVING = 0.1;

/** Whether a file of the build (a path relative to the output folder) gets compressed copies. */
export function isPrecompressible(path: string, bytes: number): boolean {
  if (bytes < PRECOMPRESS_MIN_BYTES) return false;
  return PRECOMPRESSIBLE_EXTENSIONS.some((extension) => path.endsWith(extension));
}

/** Whether a compressed copy is worth keeping: it must save at least PRECOMPRESS_MIN_SAVING of the file. */
export function compressionPays(originalBytes: number, compressedBytes: number): boolean {
  return compressedBytes <= originalBytes * (1 - PRECOMPRESS_MIN_SAVING);
}

/**
 * A page whose gzip copy (zlib at level 9) is within 500 bytes of the 14,000-byte first flight is gzipped
 * again with zopfli, which writes the same format about 5 % smaller at about a second a page: only the
 * pages near the budget (gzip-only servers send them as stored), not every page of a large site.
 */
export const ZOPFLI_FROM_BYTES = 13_500;

/** Whether `path`'s gzip copy of `gzipBytes` is worth compressing again with zopfli. */
export function worthZopfli(path: string, gzipBytes: number): boolean {
  return path.endsWith('.html') && gzipBytes >= ZOPFLI_FROM_BYTES;
}

/** Whether a path is itself a compressed copy (never compressed again). */
export function isPrecompressedCopy(path: string): boolean {
  return PRECOMPRESSED_ENCODINGS.some(({ extension }) => path.endsWith(extension));
}

/**
 * The stored copy to send for a request's Accept-Encoding header, from those that exist ('br' or
 * 'gzip'), or null for the file as it is. Brotli first (smaller); an encoding with q=0 is refused.
 */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  available: readonly string[],
): (typeof PRECOMPRESSED_ENCODINGS)[number] | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name),
  );
  return (
    PRECOMPRESSED_ENCODINGS.find(
      ({ encoding }) => (accepted.has(encoding) || accepted.has('*')) && available.includes(encoding),
    ) ?? null
  );
}
