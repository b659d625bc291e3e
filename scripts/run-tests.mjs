// Runs every check `npm test` stands for, as steps that wait only for what they need: static checks,
// unit tests and the builds run side by side, then the tests of the built sites. Each step's output is
// printed whole when it ends, with its wall time; the first failure stops the run.
// Usage: node scripts/run-tests.mjs [--jobs 2] [--only name,name]
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { TEST_STEPS as STEPS } from './lib/testSteps.mjs';

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
let failed = false;

function run(step) {
  const begun = performance.now();
  // Each step is its own process group, so a failure elsewhere can stop it with everything it started.
  const child = spawn('npm', ['run', '--silent', step.name], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  running.set(step.name, child);
  console.log(`▶ ${step.name}`);
  child.on('close', (code) => {
    running.delete(step.name);
    if (failed) return;
    process.stdout.write(Buffer.concat(output));
    console.log(`${code === 0 ? '✔' : '✘'} ${step.name} (${seconds(begun)} s)\n`);
    if (code !== 0) {
      failed = true;
      for (const other of running.values()) process.kill(-other.pid, 'SIGTERM');
      console.log(`npm test failed at ${step.name} after ${seconds(started)} s`);
      process.exit(code ?? 1);
    }
    done.add(step.name);
    next();
  });
}

function next() {
  const waiting = steps.filter((step) => !done.has(step.name) && !running.has(step.name));
  if (waiting.length === 0 && running.size === 0) {
    console.log(`npm test passed: ${steps.length} steps in ${seconds(started)} s`);
    return;
  }
  for (const step of waiting) {
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
