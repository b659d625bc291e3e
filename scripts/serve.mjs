// Serves dist/ as plain files, the way a static host or CDN would: directory index.html, the nearest
// 404.html (es/404.html under /es/, else the root's) with status 404 for anything missing, and for text the copy compressed at build (brotli, then gzip) that
// the browser accepts, as a host serving precompressed files does, else gzip made here. With --base, the
// site is served under that folder (a sub-path build) and anything outside it is a bare 404, as on a
// host where the rest of the domain belongs to someone else.
// Usage: node scripts/serve.mjs [--port 4321] [--dir dist] [--base /creator-hub]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { PRECOMPRESSED_ENCODINGS, PRECOMPRESSIBLE_EXTENSIONS, preferredEncoding } from '../src/lib/precompression.ts';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4321' },
    dir: { type: 'string', default: 'dist' },
    host: { type: 'string', default: '127.0.0.1' },
    base: { type: 'string', default: '/' },
  },
});

/** '/creator-hub' or '' at the domain root: the prefix every URL of the site starts with. */
const basePrefix = values.base.replace(/^\/*/, '/').replace(/\/+$/, '');

const root = resolve(values.dir);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.pagefind': 'application/octet-stream',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_filter': 'application/octet-stream',
};

/** Text types worth compressing (the ones the build stores copies of); images, WASM and Pagefind's index are compressed already. */
const COMPRESSIBLE = new Set(PRECOMPRESSIBLE_EXTENSIONS);
/** Compressed bodies by path and modification time, so each file is compressed once. */
const gzipCache = new Map();

function gzipped(file, info, body) {
  const key = `${file}:${info.mtimeMs}`;
  let compressed = gzipCache.get(key);
  if (!compressed) {
    compressed = gzipSync(body);
    gzipCache.set(key, compressed);
  }
  return compressed;
}

function decodePath(pathname) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null; // malformed percent-encoding: no such file
  }
}

async function fileFor(pathname) {
  const decoded = decodePath(pathname);
  if (decoded === null) return null;
  const path = normalize(join(root, decoded));
  if (!path.startsWith(root)) return null; // no escaping the site folder with ../
  for (const candidate of [path, join(path, 'index.html'), `${path}.html`]) {
    const info = await stat(candidate).catch(() => null);
    if (info?.isFile()) return candidate;
  }
  return null;
}

/** The not-found page nearest to a missing path: its folder's 404.html or a parent's, up to the site's own. */
async function notFoundPage(pathname) {
  const decoded = decodePath(pathname) ?? '/';
  let folder = normalize(join(root, decoded, '..'));
  if (!folder.startsWith(root)) folder = root;
  for (;;) {
    const page = join(folder, '404.html');
    if ((await stat(page).catch(() => null))?.isFile() || folder === root) return page;
    folder = dirname(folder);
  }
}

/** The stored compressed copies (x.br, x.gz, written by scripts/precompress.ts) that exist beside a file. */
async function storedCopies(path) {
  const found = await Promise.all(
    PRECOMPRESSED_ENCODINGS.map(async ({ encoding, extension }) =>
      (await stat(`${path}${extension}`).catch(() => null))?.isFile() ? encoding : null,
    ),
  );
  return found.filter(Boolean);
}

const server = createServer(async (request, response) => {
  try {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== basePrefix && !url.pathname.startsWith(`${basePrefix}/`)) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(`Not found: outside the site's base path ${basePrefix}/`);
      return;
    }
    const pathname = url.pathname.slice(basePrefix.length) || '/';
    const file = await fileFor(pathname);
    const status = file ? 200 : 404;
    const path = file ?? (await notFoundPage(pathname));
    const [body, info] = await Promise.all([readFile(path), stat(path)]);
    const type = TYPES[extname(path)] ?? 'application/octet-stream';
    const cache = pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    const headers = { 'Content-Type': type, 'Cache-Control': cache, Vary: 'Accept-Encoding' };
    // A copy compressed at build, as a host with precompressed files sends it; else gzip made here.
    const stored = preferredEncoding(request.headers['accept-encoding'], await storedCopies(path));
    const compress =
      !stored && COMPRESSIBLE.has(extname(path)) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    const sent = stored ? await readFile(`${path}${stored.extension}`) : compress ? gzipped(path, info, body) : body;
    if (stored || compress) headers['Content-Encoding'] = stored?.encoding ?? 'gzip';
    headers['Content-Length'] = sent.length;
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : sent);
  } catch {
    response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Bad request');
  }
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${values.dir}/ on http://localhost:${values.port}${basePrefix}/`);
});
