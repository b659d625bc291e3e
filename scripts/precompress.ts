// Writes compressed copies beside every text file of a built site (`x.html.br` at brotli's highest
// quality, `x.html.gz` at gzip's highest level, and with zopfli for the pages near the first-flight
// budget), for servers that send a stored copy instead of
// compressing each request (nginx gzip_static and brotli_static, the .htaccess rules, Caddy's
// precompressed). Runs last in `npm run build`, after Pagefind wrote its files. Compression is cached by
// content in .cache/precompressed/, so a rebuild compresses only what changed.
// Usage: node scripts/precompress.ts [dist]
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { gzip as zopfliGzip } from '@gfx/zopfli';
import {
  PRECOMPRESSED_ENCODINGS,
  compressionPays,
  isPrecompressedCopy,
  isPrecompressible,
  worthZopfli,
} from '../src/lib/precompression.ts';

const CACHE = '.cache/precompressed';
/** Cached copies not used for this long are removed, so the cache holds about what recent builds made. */
const CACHE_KEEP_DAYS = 30;

const compressors: Record<string, (input: Buffer) => Promise<Buffer>> = {
  // zlib's asynchronous calls run on libuv's thread pool: several files compress at once.
  br: (input) =>
    promisify(brotliCompress)(input, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
      },
    }),
  gzip: (input) => promisify(gzip)(input, { level: constants.Z_BEST_COMPRESSION, memLevel: 9 }),
};

/** The same gzip format, searched harder: for the pages near the first-flight budget (worthZopfli). */
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

/** The copy of `input` in `encoding`, from the cache or compressed now. */
async function compressed(
  path: string,
  input: Buffer,
  digest: string,
  encoding: string,
): Promise<{ bytes: Buffer; cached: boolean }> {
  // '-z': copies made since near-budget pages are gzipped with zopfli (an older cached copy is zlib's).
  const cached = join(CACHE, `${digest}.${encoding}${encoding === 'gzip' ? '-z' : ''}`);
  if (existsSync(cached)) {
    const now = new Date();
    utimesSync(cached, now, now);
    return { bytes: readFileSync(cached), cached: true };
  }
  let bytes = await compressors[encoding](input);
  if (encoding === 'gzip' && worthZopfli(path, bytes.length)) {
    const smaller = await zopfli(input);
    if (smaller.length < bytes.length) bytes = smaller;
  }
  writeFileSync(cached, bytes);
  return { bytes, cached: false };
}

/** Runs `task` over `items`, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await task(items[next++]);
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

const totals = { files: sources.length, bytes: 0, br: 0, gzip: 0, written: 0, fromCache: 0 };
await eachLimited(sources, availableParallelism() * 2, async (file) => {
  const input = readFileSync(file);
  const digest = createHash('sha256').update(input).digest('hex');
  totals.bytes += input.length;
  for (const { encoding, extension } of PRECOMPRESSED_ENCODINGS) {
    const { bytes, cached } = await compressed(file, input, digest, encoding);
    if (cached) totals.fromCache += 1;
    // A file a copy would not shrink enough is sent as it is (a server compresses it on the fly, if set to).
    const kept = compressionPays(input.length, bytes.length) ? bytes : input;
    totals[encoding] += kept.length;
    if (kept === bytes) {
      writeFileSync(`${file}${extension}`, bytes);
      totals.written += 1;
    }
  }
});
pruneCache();

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `precompress ${relative('.', dist)}: ${totals.files} text files, ${kb(totals.bytes)} -> brotli ${kb(totals.br)}, gzip ${kb(totals.gzip)}; ` +
    `${totals.written} copies written (${totals.fromCache} of ${totals.files * 2} from ${CACHE}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
