// What the benchmarks share: project copies in a temporary folder that resolve the project's own
// packages, and a command's wall time and peak memory.
import { createServer } from 'node:net';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, readdir, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const NODE = process.execPath;

/**
 * node_modules as a real folder of links to the project's packages: builds resolve the same
 * packages, while Vite's cache (node_modules/.vite) lands in the copy.
 */
export async function linkNodeModules(target, root) {
  const folder = join(target, 'node_modules');
  await mkdir(folder);
  for (const entry of await readdir(join(root, 'node_modules'))) {
    if (entry === '.astro' || entry === '.vite' || entry === '.cache') continue;
    await symlink(join(root, 'node_modules', entry), join(folder, entry));
  }
}

// Measuring a command: wall time and the peak resident memory of its whole process tree (Linux /proc).

export function treeRssBytes(rootPid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      rss.set(Number(entry), Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) * 1024);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Runs `node ...args` in `cwd`: its wall time, the peak memory of its process tree, and its output. */
export function measure(label, args, cwd) {
  // Each step starts with the disk caught up (untimed), so one step's leftover writes, such as the
  // previous site's 10,000 pages, are not flushed during, and counted in, the next step's time.
  spawnSync('sync');
  return new Promise((resolvePromise, reject) => {
    const started = performance.now();
    const child = spawn(NODE, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    let peak = 0;
    const canSample = existsSync('/proc/self/status');
    const sampler = canSample ? setInterval(() => (peak = Math.max(peak, treeRssBytes(child.pid))), 200) : null;
    child.on('error', reject);
    child.on('close', (code) => {
      if (sampler) clearInterval(sampler);
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) reject(new Error(`${label} failed (exit ${code}):\n${output.slice(-4000)}`));
      else resolvePromise({ seconds, peakBytes: canSample ? peak : null, output });
    });
  });
}

/**
 * A port of 127.0.0.1 nothing listens on now.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Serves a build as plain files (scripts/serve.mjs) on 127.0.0.1:`port` (a free one if none is given)
 * under `base`, and resolves once it answers: its origin and the server process to kill. Fails if the
 * server stops first (its port taken: another server would answer for it).
 */
export async function serveBuild({ port, dir, base }) {
  const chosen = port ?? (await freePort());
  // This project's server, whichever folder the caller runs in (the scale benchmark's copies included).
  const serve = fileURLToPath(new URL('../serve.mjs', import.meta.url));
  const server = spawn(NODE, [serve, '--port', String(chosen), '--dir', dir, '--base', base], {
    stdio: 'ignore',
  });
  let exited = false;
  server.once('exit', () => (exited = true));
  const origin = `http://127.0.0.1:${chosen}`;
  const home = `${origin}${base.replace(/\/+$/, '')}/`;
  for (let i = 0; i < 50 && !exited && !(await fetch(home).catch(() => null)); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (exited) throw new Error(`The server of ${dir} stopped before answering (port ${chosen} in use?)`);
  return { origin, server };
}
