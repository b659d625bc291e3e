// Runs every check `npm test` stands for, as steps that wait only for what they need: static checks,
// unit tests and the builds run side by side, then the tests of the built sites. Each step's output is
// printed whole when it ends, with its wall time. A failure does not stop the steps that do not need the
// failed one, so one run reports every failure; the run then exits non-zero.
// Usage: node scripts/run-tests.mjs [--jobs 2] [--only name,name]
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { TEST_ENV, TEST_STEPS as STEPS } from './lib/testSteps.mjs';

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: process.env.TEST_JOBS ?? String(Math.max(2, availableParallelism())) },
    only: { type: 'string' },
  },
});

const only = values.only?.split(',');
const steps = only ? STEPS.filter((step) => only.includes(step.name)) : STEPS;
const jobs = Number(values.jobs);
const started = performance.now();
const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1);

const done = new Set();
const running = new Map();
const failed = new Set();

function run(step) {
  const begun = performance.now();
  // Each step is its own process group, so an interrupted run can stop it with everything it started.
  const child = spawn('npm', ['run', '--silent', step.name], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, ...TEST_ENV },
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  running.set(step.name, child);
  console.log(`▶ ${step.name}`);
  child.on('close', (code) => {
    running.delete(step.name);
    process.stdout.write(Buffer.concat(output));
    console.log(`${code === 0 ? '✔' : '✘'} ${step.name} (${seconds(begun)} s)\n`);
    (code === 0 ? done : failed).add(step.name);
    next();
  });
}

/** Steps that cannot run: one of their needs failed, or cannot run itself. */
function blocked(step) {
  return step.needs.some((need) => failed.has(need) || steps.some((other) => other.name === need && blocked(other)));
}

function next() {
  const waiting = steps.filter((step) => !done.has(step.name) && !failed.has(step.name) && !running.has(step.name));
  const runnable = waiting.filter((step) => !blocked(step));
  if (runnable.length === 0 && running.size === 0) {
    const skipped = waiting.map((step) => step.name);
    if (failed.size === 0) console.log(`npm test passed: ${steps.length} steps in ${seconds(started)} s`);
    else {
      console.log(`npm test failed in ${seconds(started)} s: ${[...failed].join(', ')}`);
      if (skipped.length) console.log(`not run, as what they need failed: ${skipped.join(', ')}`);
      process.exitCode = 1;
    }
    return;
  }
  for (const step of runnable) {
    if (running.size >= jobs) break;
    // A step whose needs are not in this run (--only) does not wait for them.
    if (step.needs.every((need) => done.has(need) || !steps.some((other) => other.name === need))) run(step);
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running.values()) process.kill(-child.pid, 'SIGTERM');
    process.exit(130);
  });
}

next();
