// Serves the built site (dist/, or the folder SMOKE_SITE_DIR names: a copy with a planted fault, to see
// a smoke fail) with the project's own server (scripts/serve.mjs) on a free loopback port.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { until } from './smokePages';

/** A port nobody listens on right now (the system's pick for port 0). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface SiteServer {
  origin: string;
  stop(): void;
}

/** Starts scripts/serve.mjs on the built site and returns once it answers. */
export async function serveSite(): Promise<SiteServer> {
  const port = await freePort();
  const dir = process.env.SMOKE_SITE_DIR || 'dist';
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--dir', dir], {
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  await until(
    () =>
      fetch(`${origin}/`).then(
        (response) => response.status,
        () => 0,
      ),
    (status) => status === 200,
    `scripts/serve.mjs on port ${port}`,
  );
  return { origin, stop: () => server.kill() };
}
