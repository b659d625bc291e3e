// The inner loop: about two minutes for the checks that catch most regressions, where `npm test` runs
// everything. Types and lint with caches, the unit tests that build nothing and, against dist/ and
// dist-base/ (each built only when the sources changed since its last build here), the built-site checks and
// a chosen set of browser specs on the desktop project. What it leaves to `npm test`: the phone project, the
// hosting servers, the HTML checkers, the byte budgets, coverage and the builds of fixture copies.
// Usage: node scripts/test-fast.mjs [more Playwright arguments, e.g. -g "Share"]
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEST_ENV } from './lib/testSteps.mjs';

/** Browser specs of the shared page chrome, the not-found page, the CSP and one island's whole flow. */
const FAST_SPECS = ['header.spec.ts', 'calculator.spec.ts', 'not-found.spec.ts', 'csp.spec.ts'];
/** Everything a build of dist/ reads; a change to any of it means dist/ is stale. */
const BUILD_INPUTS = ['src', 'public', 'astro.config.mjs', 'tsconfig.json', 'package-lock.json', 'pagefind.yml'];
const CACHE = '.cache/test-fast';

const started = performance.now();
const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1);

/** Runs a command, its output shown as it comes; resolves with its exit code. */
function run(label, command, args) {
  const begun = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...TEST_ENV } });
    child.on('close', (code) => {
      console.log(`${code === 0 ? '✔' : '✘'} ${label} (${seconds(begun)} s)`);
      resolve(code ?? 1);
    });
  });
}

/** Paths, sizes and modification times of the build's inputs: cheap, and enough to see an edit. */
function buildInputsDigest() {
  const hash = createHash('sha256');
  const walk = (path) => {
    const stats = statSync(path);
    if (stats.isDirectory()) for (const name of readdirSync(path).sort()) walk(join(path, name));
    else hash.update(`${path}:${stats.size}:${stats.mtimeMs}\n`);
  };
  for (const input of BUILD_INPUTS) walk(input);
  return hash.digest('hex');
}

/** The builds the built-site checks read: the site at the root (dist/) and under a base path (dist-base/). */
const BUILDS = [
  { folder: 'dist', script: 'build' },
  { folder: 'dist-base', script: 'build:subpath' },
];

/** Builds each folder the checks read that is missing or older than the sources, one after the other. */
async function freshBuilds() {
  const digest = buildInputsDigest();
  for (const { folder, script } of BUILDS) {
    const digestFile = join(CACHE, `${folder}-built-from`);
    const built = existsSync(digestFile) ? readFileSync(digestFile, 'utf8') : '';
    if (existsSync(join(folder, 'index.html')) && existsSync(join(folder, 'pagefind')) && built === digest) {
      console.log(`${folder}/ is current: not rebuilt`);
      continue;
    }
    const code = await run(`build (${folder}/ was missing or stale)`, 'npm', ['run', '--silent', script]);
    if (code !== 0) return code;
    mkdirSync(CACHE, { recursive: true });
    writeFileSync(digestFile, digest);
  }
  return 0;
}

mkdirSync(CACHE, { recursive: true });
const firstRound = await Promise.all([
  run('types (tsc, incremental)', 'npx', [
    'tsc',
    '--noEmit',
    '--incremental',
    '--tsBuildInfoFile',
    join(CACHE, 'tsc.tsbuildinfo'),
  ]),
  run('lint (eslint, cached)', 'npx', [
    'eslint',
    '--max-warnings',
    '0',
    '--cache',
    '--cache-location',
    join(CACHE, 'eslint'),
    '.',
  ]),
  run('unit tests', 'npx', ['vitest', 'run', '--project', 'unit']),
  freshBuilds(),
]);
const failed = firstRound.some((code) => code !== 0);
if (!failed || firstRound[3] === 0) {
  const secondRound = await Promise.all([
    run('built-site checks', 'npx', [
      'vitest',
      'run',
      '--project',
      'built',
      'tests/built/pages.test.ts',
      'tests/built/feedsMetadata.test.ts',
    ]),
    run('browser specs (desktop)', 'npx', [
      'playwright',
      'test',
      '--project=desktop',
      ...FAST_SPECS,
      ...process.argv.slice(2),
    ]),
  ]);
  if (secondRound.some((code) => code !== 0)) process.exitCode = 1;
}
if (failed) process.exitCode = 1;
console.log(`test:fast ${process.exitCode ? 'failed' : 'passed'} in ${seconds(started)} s`);
