// Cloudflare's own local runtime for Pages (`wrangler pages dev`, which serves through workerd) started on
// a build, offline and without an account: for tests/built/cloudflarePages.test.ts.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { SiteBuild } from '../e2e/servers';
import { testToolFile } from './testTools';

/** wrangler's command-line entry in the test tools (tests/tools/package.json). */
export const WRANGLER = testToolFile('wrangler/bin/wrangler.js');

/**
 * A fixed date, so the runtime behaves the same until it is changed here; no later than the pinned
 * workerd supports (wrangler would fall back and ask the npm registry for a newer wrangler).
 */
const COMPATIBILITY_DATE = '2026-11-01';
/** How long wrangler may take to answer its first request (about 3 s on a busy 2-core machine). */
const START_TIMEOUT_MS = 30_000;
/** Each instance's DevTools port is its serving port plus this (the default, 9229, is shared). */
const INSPECTOR_PORT_OFFSET = 10;

/**
 * What wrangler reaches for on start, each turned off: its telemetry (sparrow.cloudflare.com), the
 * banner's check for a newer version (registry.npmjs.org) and the `request.cf` data it downloads from
 * workers.cloudflare.com (a built-in placeholder instead). Its settings and login are read from an
 * empty folder, and no Cloudflare credential is passed on.
 */
function offlineEnv(dir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_HIDE_BANNER: 'true',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    XDG_CONFIG_HOME: join(dir, 'config'),
    // Not a terminal: no interactive keys, plain log lines.
    CI: 'true',
  };
  for (const name of ['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_API_KEY', 'CLOUDFLARE_ACCOUNT_ID', 'CF_API_TOKEN'])
    delete env[name];
  return env;
}

/**
 * The folder Pages serves: the build itself at the domain root; under a sub-path, a folder holding the
 * build under the base's name with its _headers and _redirects at the top, where Pages reads them (the
 * rules name full paths, base included).
 */
function pagesOutput(build: SiteBuild, dir: string): string {
  if (build.base === '/') return resolve(build.dist);
  const root = join(dir, 'www');
  const parts = build.base.split('/').filter(Boolean);
  mkdirSync(join(root, ...parts.slice(0, -1)), { recursive: true });
  symlinkSync(resolve(build.dist), join(root, ...parts));
  for (const file of ['_headers', '_redirects']) copyFileSync(join(build.dist, file), join(root, file));
  return root;
}

/** A running `wrangler pages dev`: its origin, everything it logged so far, and stop(). */
export interface PagesDev {
  origin: string;
  log(): string;
  stop(): Promise<void>;
}

/** Starts `wrangler pages dev` on a build at 127.0.0.1:port and resolves once it answers. */
export async function startPagesDev(build: SiteBuild, port: number): Promise<PagesDev> {
  if (!WRANGLER) throw new Error('wrangler is not installed (npm ci --prefix tests/tools)');
  const dir = mkdtempSync(join(tmpdir(), 'pages-dev-'));
  const args = [
    WRANGLER,
    'pages',
    'dev',
    pagesOutput(build, dir),
    ...['--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(port + INSPECTOR_PORT_OFFSET)],
    ...['--compatibility-date', COMPATIBILITY_DATE, '--persist-to', join(dir, 'state')],
    '--show-interactive-dev-session=false',
  ];
  // Its own process group, so stop() ends workerd with it. Started from the temporary folder, where it
  // keeps its .wrangler folder.
  const child = spawn(process.execPath, args, { cwd: dir, env: offlineEnv(dir), detached: true });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const log = () => Buffer.concat(output).toString('utf8');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGTERM');
    const stubborn = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 5_000);
    await exited;
    clearTimeout(stubborn);
    rmSync(dir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await fetch(origin, { redirect: 'manual' }).catch(() => null))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`wrangler pages dev did not answer on ${origin}:\n${log()}`);
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return { origin, log, stop };
}
