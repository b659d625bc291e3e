// Writes compressed copies beside every text file of a built site (`x.html.br`, `x.html.gz`), for servers
// that send a stored copy instead of compressing each request (nginx gzip_static and brotli_static, the
// .htaccess rules, Caddy's precompressed). Runs last in `npm run build`, after Pagefind wrote its files.
// How hard each file is compressed is src/lib/precompression.ts's rule (compressionEfforts): every file
// is gzipped at level 9 first, whose sizes tell which pages sit near the first round trip and get the
// highest effort. Compression is cached by content and effort in .cache/precompressed/, so a rebuild
// compresses only what changed; a cached copy made with more effort than asked is used as it is.
// Usage: node scripts/precompress.ts [dist]
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { gzip as zopfliGzip } from '@gfx/zopfli';
import {
  BROTLI_QUALITY,
  PRECOMPRESSED_ENCODINGS,
  compressionEfforts,
  compressionPays,
  isPrecompressedCopy,
  isPrecompressible,
  type CompressionEffort,
} from '../src/lib/precompression.ts';

const CACHE = '.cache/precompressed';
/** Cached copies not used for this long are removed, so the cache holds about what recent builds made. */
const CACHE_KEEP_DAYS = 30;

const brotli = (input: Buffer, quality: number) =>
  promisify(brotliCompress)(input, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
    },
  });
// zlib's asynchronous calls run on libuv's thread pool: several files compress at once.
const gzipLevel9 = (input: Buffer) => promisify(gzip)(input, { level: constants.Z_BEST_COMPRESSION, memLevel: 9 });
/** The same gzip format, searched harder. */
const zopfli = (input: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    zopfliGzip(input, { numiterations: 5 }, (error, output) => (error ? reject(error) : resolve(Buffer.from(output)))),
  );

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Each way a copy can be made, most effort first, as its name in the cache (after the content's digest). */
const CACHE_NAMES = {
  br: (quality: number) => `br-q${quality}`,
  gzip: (withZopfli: boolean) => (withZopfli ? 'gzip-z' : 'gzip'),
};

/** The cached copy of `digest` made with at least the effort asked for, if any; marked as used. */
function fromCache(digest: string, names: string[]): Buffer | null {
  for (const name of names) {
    const cached = join(CACHE, `${digest}.${name}`);
    if (existsSync(cached)) {
      const now = new Date();
      utimesSync(cached, now, now);
      return readFileSync(cached);
    }
  }
  return null;
}

/** The copy `name` of `digest`, from the cache or made by `make` (and cached). */
async function cachedCopy(digest: string, acceptable: string[], name: string, make: () => Promise<Buffer>) {
  const cached = fromCache(digest, acceptable);
  if (cached) return { bytes: cached, cached: true };
  const bytes = await make();
  writeFileSync(join(CACHE, `${digest}.${name}`), bytes);
  return { bytes, cached: false };
}

/** Runs `task` over `items`, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T, index: number) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      await task(items[index], index);
    }
  });
  await Promise.all(lanes);
}

function pruneCache() {
  const oldest = Date.now() - CACHE_KEEP_DAYS * 24 * 60 * 60 * 1000;
  for (const name of readdirSync(CACHE)) {
    const path = join(CACHE, name);
    if (statSync(path).mtimeMs < oldest) rmSync(path);
  }
}

const dist = process.argv[2] ?? 'dist';
const started = performance.now();
mkdirSync(CACHE, { recursive: true });
const files = filesUnder(dist);
// Copies left from an earlier build into the same folder would outlive their file: start clean.
for (const file of files.filter(isPrecompressedCopy)) rmSync(file);
const sources = files.filter((file) => !isPrecompressedCopy(file) && isPrecompressible(file, statSync(file).size));
const digestOf = (input: Buffer) => createHash('sha256').update(input).digest('hex');

const totals = { files: sources.length, bytes: 0, br: 0, gzip: 0, written: 0, fromCache: 0, highest: 0, zopfli: 0 };
const lanes = availableParallelism() * 2;
// First every gzip copy at level 9: quick, and its size tells how near the first round trip a page is.
const level9 = new Array<Buffer>(sources.length);
await eachLimited(sources, lanes, async (file, index) => {
  const input = readFileSync(file);
  const { bytes, cached } = await cachedCopy(digestOf(input), [CACHE_NAMES.gzip(false)], CACHE_NAMES.gzip(false), () =>
    gzipLevel9(input),
  );
  level9[index] = bytes;
  if (cached) totals.fromCache += 1;
});
const efforts = compressionEfforts(sources.map((file, index) => ({ path: file, gzipBytes: level9[index].length })));

/** Writes one copy beside its file when it saves enough (else a server compresses it on the fly, if set to). */
function keep(file: string, extension: string, input: Buffer, bytes: Buffer, encoding: 'br' | 'gzip') {
  const kept = compressionPays(input.length, bytes.length) ? bytes : input;
  totals[encoding] += kept.length;
  if (kept === bytes) {
    writeFileSync(`${file}${extension}`, bytes);
    totals.written += 1;
  }
}

await eachLimited(sources, lanes, async (file, index) => {
  const input = readFileSync(file);
  const digest = digestOf(input);
  const effort: CompressionEffort = efforts[index];
  totals.bytes += input.length;
  if (effort.brotliQuality === BROTLI_QUALITY.highest) totals.highest += 1;
  const qualities = [BROTLI_QUALITY.highest, BROTLI_QUALITY.bulk].filter((quality) => quality >= effort.brotliQuality);
  const br = await cachedCopy(digest, qualities.map(CACHE_NAMES.br), CACHE_NAMES.br(effort.brotliQuality), () =>
    brotli(input, effort.brotliQuality),
  );
  // Zopfli's copy when it is asked for or made already, else level 9's.
  const withZopfli = fromCache(digest, [CACHE_NAMES.gzip(true)]);
  const gz =
    withZopfli || effort.zopfli
      ? await cachedCopy(digest, [CACHE_NAMES.gzip(true)], CACHE_NAMES.gzip(true), () => zopfli(input))
      : { bytes: level9[index], cached: true };
  if (withZopfli || effort.zopfli) totals.zopfli += 1;
  if (br.cached) totals.fromCache += 1;
  for (const { encoding, extension } of PRECOMPRESSED_ENCODINGS)
    keep(file, extension, input, encoding === 'br' ? br.bytes : gz.bytes, encoding);
});
pruneCache();

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `precompress ${relative('.', dist)}: ${totals.files} text files, ${kb(totals.bytes)} -> brotli ${kb(totals.br)}, gzip ${kb(totals.gzip)}; ` +
    `${totals.highest} at brotli ${BROTLI_QUALITY.highest} (the rest of the pages at ${BROTLI_QUALITY.bulk}), ${totals.zopfli} gzipped with zopfli; ` +
    `${totals.written} copies written (${totals.fromCache} of ${totals.files * 2} compressions from ${CACHE}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
