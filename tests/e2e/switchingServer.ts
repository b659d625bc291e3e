// A plain-file server for the offline tests whose site changes under the visitor: it serves one build
// folder at a time (switch() is a deploy), and stall() holds every page request unanswered, as a
// network that stopped mid-way does. Files are sent as the hosts send them: no-cache except /_astro/.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

export interface SwitchingServer {
  /** The site's address: origin and base path, ending in '/'. */
  url: string;
  switch(root: string): void;
  /** While true, requests for pages get no answer at all. */
  stall(on: boolean): void;
  /** How many of those unanswered requests are still open (their client has not given up on them). */
  held(): number;
  close(): Promise<void>;
}

async function fileFor(root: string, pathname: string): Promise<string | null> {
  const path = normalize(join(root, decodeURIComponent(pathname)));
  if (!path.startsWith(root)) return null;
  for (const candidate of [path, join(path, 'index.html')]) {
    if ((await stat(candidate).catch(() => null))?.isFile()) return candidate;
  }
  return null;
}

/** Serves `root` under `base` ('/' or '/creator-hub/') on a free loopback port. */
export async function startSwitchingServer(root: string, base: string): Promise<SwitchingServer> {
  let current = root;
  let stalled = false;
  const held = new Set<ServerResponse>();
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const inSite = pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : null;
    if (inSite === null) return void response.writeHead(404).end();
    const file = await fileFor(current, inSite);
    if (stalled && (!file || file.endsWith('.html'))) {
      // Never answered; a response closes only when the connection does.
      held.add(response);
      response.on('close', () => held.delete(response));
      return;
    }
    const path = file ?? join(current, '404.html');
    const cache = inSite.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    response.writeHead(file ? 200 : 404, {
      'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
      'Cache-Control': cache,
    });
    response.end(await readFile(path));
  };
  const server: Server = createServer((request, response) => void answer(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}${base}`,
    switch: (next) => void (current = next),
    stall: (on) => void (stalled = on),
    held: () => held.size,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
