/**
 * Which files of the build get compressed copies beside them (`page.html.br`, `page.html.gz`), and how
 * hard each is compressed, so a server sends bytes compressed once at high levels instead of compressing
 * each request at whatever level it is set to (nginx's default gzip level is 1). Decisions only; the
 * writing is scripts/precompress.ts.
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
 * What a new connection's first round trip carries (about 14 KB): a page whose copy lands near it
 * arrives in one trip or two depending on a few per cent.
 */
const FIRST_ROUND_TRIP_BYTES = 14_000;

/**
 * Brotli's quality for a page: the highest (11, about 40 ms a 45 KB page) writes about 2 % (at most
 * 3 %) less than 10 (about 16 ms). Text that is not a page (scripts, styles, data) is few files, cached
 * for a year: always the highest.
 */
export const BROTLI_QUALITY = { highest: 11, bulk: 10 } as const;

/**
 * The most pages a build compresses with the highest effort (brotli 11, and zopfli for gzip where it
 * decides a round trip): the pages whose gzip copy lands nearest the first round trip, where a few per
 * cent changes what a visitor waits for. A site of a few hundred pages gets it everywhere; at 10,000
 * pages, spending it on every page would cost about four times the build itself (the other pages' first
 * screens are within the budget with room to spare, measured by scripts/check-budgets.mjs).
 */
export const HIGHEST_EFFORT_PAGES = 1_000;

/**
 * Zopfli writes the gzip format about 5 % smaller than zlib's level 9, at about a second a page: worth
 * it for a page whose gzip copy is between these sizes (a copy past the upper one stays past the first
 * round trip however hard it is compressed), at most ZOPFLI_MAX_PAGES of them.
 */
export const ZOPFLI_BAND_BYTES = { from: 13_500, to: 15_000 } as const;
const ZOPFLI_MAX_PAGES = 50;

/** How hard to compress one file: brotli's quality, and whether its gzip copy is made with zopfli. */
export interface CompressionEffort {
  brotliQuality: number;
  zopfli: boolean;
}

/**
 * The effort for each of a build's files, from each one's path and gzip size at level 9: the highest
 * for every file that is not a page, and for the HIGHEST_EFFORT_PAGES pages nearest the first round
 * trip (zopfli for the ZOPFLI_MAX_PAGES of them in its band nearest it); brotli 10 for the other pages.
 */
export function compressionEfforts(files: readonly { path: string; gzipBytes: number }[]): CompressionEffort[] {
  const distance = (index: number) => Math.abs(files[index].gzipBytes - FIRST_ROUND_TRIP_BYTES);
  const byNearness = files
    .map((file, index) => index)
    .filter((index) => files[index].path.endsWith('.html'))
    .sort((a, b) => distance(a) - distance(b) || files[a].path.localeCompare(files[b].path));
  const highest = new Set(byNearness.slice(0, HIGHEST_EFFORT_PAGES));
  const zopfli = new Set(
    byNearness.filter((index) => highest.has(index) && inZopfliBand(files[index].gzipBytes)).slice(0, ZOPFLI_MAX_PAGES),
  );
  return files.map((file, index) => ({
    brotliQuality: !file.path.endsWith('.html') || highest.has(index) ? BROTLI_QUALITY.highest : BROTLI_QUALITY.bulk,
    zopfli: zopfli.has(index),
  }));
}

function inZopfliBand(gzipBytes: number): boolean {
  return gzipBytes >= ZOPFLI_BAND_BYTES.from && gzipBytes <= ZOPFLI_BAND_BYTES.to;
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
