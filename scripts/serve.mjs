// Serves dist/ as plain files, the way a static host would: directory index.html, and 404.html with
// status 404 for anything missing. Usage: node scripts/serve.mjs [--port 4321] [--dir dist]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4321' },
    dir: { type: 'string', default: 'dist' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

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
  '.wasm': 'application/wasm',
  '.pagefind': 'application/octet-stream',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_filter': 'application/octet-stream',
};

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

const server = createServer(async (request, response) => {
  try {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const file = await fileFor(pathname);
    const status = file ? 200 : 404;
    const body = await readFile(file ?? join(root, '404.html'));
    const type = TYPES[extname(file ?? '404.html')] ?? 'application/octet-stream';
    const cache = pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    response.writeHead(status, { 'Content-Type': type, 'Cache-Control': cache });
    response.end(request.method === 'HEAD' ? undefined : body);
  } catch (error) {
    response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Bad request');
  }
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${values.dir}/ on http://localhost:${values.port}`);
});
