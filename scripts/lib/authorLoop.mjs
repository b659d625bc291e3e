// The authors' loop at scale, for scripts/bench-scale.mjs: in a site copy, start the dev server (plain
// `astro dev`, or the author preview of one tutorial) and time the first tutorial page, then append a
// marker to that tutorial's markdown and time until the page shows it; sample the server's memory.
// Each server starts twice: cold (no content store in .astro/) for the first page and the edit, then
// warm (the store the first run saved), as an author's next start would be.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Issue targets for the author preview at 10,000 tutorials. */
const AUTHOR_TARGETS = { firstPageSeconds: 10, editSeconds: 2, memoryBytes: 1024 ** 3 };
const POLL_INTERVAL_MS = 100;
const STEP_TIMEOUT_MS = 15 * 60_000;

/**
 * CPU seconds (user + system) used so far by a process group: unlike wall time, it barely changes
 * with what else the machine is running. Linux /proc only; null elsewhere.
 */
function groupCpuSeconds(groupId) {
  if (!existsSync('/proc/self/stat')) return null;
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after "pid (name)": state ppid pgrp ... utime is the 12th, stime the 13th.
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ').at(-1).split(' ');
      if (Number(fields[2]) === groupId) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended while we looked.
    }
  }
  return ticks / 100;
}

const sleep = (ms) => new Promise((resolvePromise) => setTimeout(resolvePromise, ms));

/** GETs the page until `accept(status, body)` holds; returns the seconds since `started`. */
async function pollPage(url, started, accept) {
  while (performance.now() - started < STEP_TIMEOUT_MS) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(STEP_TIMEOUT_MS) });
      const body = await response.text();
      if (accept(response.status, body)) return (performance.now() - started) / 1000;
    } catch {
      // Not listening yet.
    }
    await sleep(POLL_INTERVAL_MS);
  }
  throw new Error(`${url} did not answer as expected within ${STEP_TIMEOUT_MS / 60_000} minutes`);
}

/** Starts a dev server in its own process group and samples its tree's memory until stopped. */
function startServer(command, cwd, env, treeRssBytes) {
  const child = spawn(command[0], command.slice(1), {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const server = { peakBytes: 0, output: () => output, cpuSeconds: () => groupCpuSeconds(child.pid) };
  const sampler = setInterval(() => (server.peakBytes = Math.max(server.peakBytes, treeRssBytes(child.pid))), 250);
  const exited = new Promise((resolvePromise) => child.on('exit', resolvePromise));
  let stopped = false;
  server.stop = async () => {
    if (stopped) return;
    stopped = true;
    clearInterval(sampler);
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    const killer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, 10_000);
    await exited;
    clearTimeout(killer);
  };
  return server;
}

/**
 * One site in one mode. `command` starts its dev server on `port`; `tutorialFile` is the markdown file
 * of the page at `pagePath`. Returns seconds and bytes; the file is restored afterwards.
 */
async function measureAuthorLoop({ cwd, command, env = {}, port, tutorialFile, pagePath, treeRssBytes }) {
  const url = `http://127.0.0.1:${port}${pagePath}`;
  const original = await readFile(tutorialFile, 'utf8');
  await rm(join(cwd, '.astro'), { recursive: true, force: true });
  const result = {};
  let server = startServer(command, cwd, env, treeRssBytes);
  try {
    let started = performance.now();
    result.coldFirstPage = await pollPage(url, started, (status, body) => status === 200 && body.includes('<h1'));
    result.coldFirstPageCpu = server.cpuSeconds();
    const marker = `Author loop marker ${Date.now()}`;
    started = performance.now();
    await writeFile(tutorialFile, `${original}\n${marker}\n`);
    const cpuBeforeEdit = server.cpuSeconds();
    result.edit = await pollPage(url, started, (status, body) => status === 200 && body.includes(marker));
    result.editCpu = server.cpuSeconds() - cpuBeforeEdit;
    await writeFile(tutorialFile, original);
    // Stop once the original is back on the page, so the content store the warm start reads is saved.
    await pollPage(url, performance.now(), (status, body) => status === 200 && !body.includes(marker));
    await server.stop();
    result.peakBytes = server.peakBytes;
    if (!existsSync(join(cwd, '.astro'))) throw new Error('the dev server saved no content store');

    server = startServer(command, cwd, env, treeRssBytes);
    started = performance.now();
    result.warmFirstPage = await pollPage(url, started, (status, body) => status === 200 && body.includes('<h1'));
    result.warmFirstPageCpu = server.cpuSeconds();
    await server.stop();
    result.peakBytes = Math.max(result.peakBytes, server.peakBytes);
    return result;
  } catch (error) {
    // What was measured before the failure still counts: the caller prints it beside the error.
    result.peakBytes = Math.max(result.peakBytes ?? 0, server.peakBytes);
    throw Object.assign(new Error(`${error.message}\n${server.output().slice(-3000)}`), { partial: result });
  } finally {
    await server.stop();
    await writeFile(tutorialFile, original);
  }
}

/**
 * The four runs at one size: each site (full, bare) in plain dev and in author mode, editing the same
 * tutorial. `full` runs `npm run write`'s script; the bare site's collection reads the same variable.
 */
export async function authorLoopStep({
  full,
  bare,
  astro,
  node,
  port,
  tutorialId,
  treeRssBytes,
  modes = ['author mode', 'plain dev'],
}) {
  // Author mode first: its figures are the targets, and plain dev at 10,000 tutorials takes minutes.
  const runs = [
    ['full site', 'author mode', full, [node, join(full, 'scripts/write.mjs'), tutorialId, '--port', String(port)], {}],
    ['bare site', 'author mode', bare, [node, astro, 'dev', '--port', String(port)], { CONTENT_PREVIEW: tutorialId }],
    ['full site', 'plain dev', full, [node, astro, 'dev', '--port', String(port)], {}],
    ['bare site', 'plain dev', bare, [node, astro, 'dev', '--port', String(port)], {}],
  ];
  const rows = [];
  for (const [site, mode, cwd, command, env] of runs.filter(([, mode]) => modes.includes(mode))) {
    const tutorialFile = join(cwd, 'src/content/tutorials', `${tutorialId}.md`);
    const measured = measureAuthorLoop({
      cwd,
      command,
      env,
      port,
      tutorialFile,
      pagePath: `/tutorials/${tutorialId}`,
      treeRssBytes,
    });
    // One failed run (a server that never shows the page) still leaves the other rows to print.
    const result = await measured.catch((error) => {
      console.error(`author loop: ${site}, ${mode} failed: ${error.message}`);
      return { ...error.partial, failed: true };
    });
    rows.push({ site, mode, ...result });
    console.log(`  ${formatRow(rows.at(-1)).join(' | ')}`);
  }
  return rows;
}

const s = (seconds) => (seconds === undefined ? 'failed' : `${seconds.toFixed(1)} s`);
const gib = (bytes) => (bytes === undefined ? 'n/a' : `${(bytes / 1024 ** 3).toFixed(2)} GiB`);

/** Wall time, then the server's CPU time in brackets (the figure the machine's other load barely moves). */
const timed = (wall, cpu) => (cpu == null || wall === undefined ? s(wall) : `${s(wall)} (${s(cpu)} cpu)`);
const formatRow = (row) => [
  `${row.site}, ${row.mode}`,
  timed(row.coldFirstPage, row.coldFirstPageCpu),
  timed(row.warmFirstPage, row.warmFirstPageCpu),
  timed(row.edit, row.editCpu),
  gib(row.peakBytes),
];

/** The author-loop table and the author-mode targets. */
export function printAuthorLoop(rows, size) {
  console.log(
    `author loop (${size.toLocaleString('en-US')} tutorials; edit = save a marker into one tutorial until its page shows it):`,
  );
  const header = ['', 'first page cold', 'first page warm', 'edit -> page', 'peak memory'];
  const table = rows.map(formatRow);
  for (const line of [header, ...table])
    console.log(
      `  ${line[0].padEnd(24)}${line
        .slice(1)
        .map((cell) => cell.padStart(22))
        .join('')}`,
    );
  const author = rows.find((row) => row.site === 'full site' && row.mode === 'author mode');
  if (!author || author.failed) return;
  const verdict = (ok) => (ok ? 'ok' : 'OVER TARGET');
  const firstPage = Math.max(author.coldFirstPage, author.warmFirstPage);
  console.log(
    `author mode targets: first page ${s(firstPage)} (<= ${AUTHOR_TARGETS.firstPageSeconds} s: ${verdict(firstPage <= AUTHOR_TARGETS.firstPageSeconds)}), ` +
      `edit ${s(author.edit)} (<= ${AUTHOR_TARGETS.editSeconds} s: ${verdict(author.edit <= AUTHOR_TARGETS.editSeconds)}), ` +
      `memory ${gib(author.peakBytes)} (< 1 GiB: ${verdict(author.peakBytes < AUTHOR_TARGETS.memoryBytes)})`,
  );
}
