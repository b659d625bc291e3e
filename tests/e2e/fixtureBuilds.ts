// Builds of the site that browser tests need besides dist/ and dist-base/: each is built in its own
// copy of the project in the temp folder (src/ stays untouched, and builds never share Astro's caches),
// once per change of what it is built from, so a run of `npm test` or of one spec builds each at most
// once and a repeated run costs nothing. `npm test` builds them beside the other work before the browser
// tests start (scripts/build-test-fixtures.ts); a spec run on its own builds what it needs on first use.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { writeTutorials } from '../../scripts/lib/syntheticTutorials.mjs';
import { PROJECT_BUILD_FILES } from '../../scripts/lib/projectFiles.mjs';
import { buildEnvironment } from '../build/siteCopy.ts';

const ROOT = resolve(import.meta.dirname, '../..');
/** Longer than a build takes: a lock this old was left by a killed run. */
const LOCK_EXPIRES_MS = 5 * 60_000;
const LOCK_RETRY_MS = 500;

interface FixtureBuild {
  /** The folder name in the temp folder, which says what the build is. */
  name: string;
  /** Deploy settings the build runs with. */
  env: Record<string, string>;
  /** Changes the copy before it is built (content added); part of what the build is made from. */
  prepare?: (project: string) => Promise<unknown>;
  /** Files of the project besides PROJECT_BUILD_FILES that `prepare` reads. */
  inputs?: string[];
  /** Also index it with Pagefind and store its compressed copies, as `npm run build` does. */
  complete?: boolean;
}

/**
 * A digest of everything a build reads (paths and contents, not modification times, so a build passed
 * from another checkout, as CI's jobs do, is recognised) and of its settings.
 */
function sourceDigest(build: FixtureBuild): string {
  const hash = createHash('sha256').update(JSON.stringify(build.env));
  const walk = (path: string) => {
    if (statSync(path).isDirectory()) for (const name of readdirSync(path).sort()) walk(join(path, name));
    else hash.update(`${relative(ROOT, path)}\n`).update(readFileSync(path));
  };
  for (const file of [...PROJECT_BUILD_FILES, ...(build.inputs ?? [])]) walk(join(ROOT, file));
  return hash.digest('hex');
}

/** Runs `task` while holding a lock folder (mkdir is atomic), so concurrent workers build once. */
async function withLock<T>(lock: string, task: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > LOCK_EXPIRES_MS) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolvePromise) => setTimeout(resolvePromise, LOCK_RETRY_MS));
    }
  }
  try {
    return await task();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** The build's output folder, building it first when the project has changed since the last build. */
function fixtureBuild(build: FixtureBuild): Promise<string> {
  const folder = join(tmpdir(), `creator-hub-${build.name}`);
  return withLock(`${folder}.lock`, async () => {
    const digest = sourceDigest(build);
    const stamp = join(folder, 'built-from');
    const dist = join(folder, 'project/dist');
    if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) return dist;

    rmSync(folder, { recursive: true, force: true });
    const project = join(folder, 'project');
    mkdirSync(join(project, 'node_modules'), { recursive: true });
    for (const file of PROJECT_BUILD_FILES) cpSync(join(ROOT, file), join(project, file), { recursive: true });
    // The project's packages, linked; Astro's and Vite's caches stay in the copy.
    for (const entry of readdirSync(join(ROOT, 'node_modules'))) {
      if (!['.astro', '.vite', '.cache'].includes(entry)) {
        symlinkSync(join(ROOT, 'node_modules', entry), join(project, 'node_modules', entry));
      }
    }
    await build.prepare?.(project);
    const result = spawnSync(process.execPath, [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'], {
      cwd: project,
      encoding: 'utf8',
      // As a build from the shell: a build started from a Vitest test must not obey Vitest's settings.
      env: { ...buildEnvironment(), ...build.env, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    if (result.status !== 0) throw new Error(`${build.name} build failed:\n${result.stdout}\n${result.stderr}`);
    if (build.complete) {
      for (const step of [
        [join(ROOT, 'node_modules/pagefind/lib/runner/bin.cjs'), '--site', 'dist'],
        [join(ROOT, 'scripts/precompress.ts'), 'dist'],
      ]) {
        const done = spawnSync(process.execPath, step, { cwd: project, encoding: 'utf8' });
        if (done.status !== 0) throw new Error(`${build.name}: ${step[0]} failed:\n${done.stdout}\n${done.stderr}`);
      }
    }
    writeFileSync(stamp, digest);
    return dist;
  });
}

/** A few hundred: pagination has many pages and a gap in its pager, and the build stays quick. */
export const LISTING_FIXTURE_SIZE = 300;
export const LISTING_FIXTURE_BASE = '/creator-hub';

/** The site built under /creator-hub/ with LISTING_FIXTURE_SIZE synthetic tutorials besides the real ones. */
export const listingFixture = () =>
  fixtureBuild({
    name: `listing-fixture-${LISTING_FIXTURE_SIZE}`,
    env: { BASE_PATH: LISTING_FIXTURE_BASE },
    prepare: (project) => writeTutorials(join(project, 'src/content/tutorials'), LISTING_FIXTURE_SIZE),
    inputs: ['scripts/lib/syntheticTutorials.mjs'],
  });

/**
 * The site built with its optional parts off, for `base` ('/' or '/creator-hub/'): offline mode
 * (PUBLIC_OFFLINE=false) and the content editor (PUBLIC_CMS=false).
 */
export const optOutBuild = (base: string) =>
  fixtureBuild({
    name: `opt-out${base.replace(/\/+$/, '').replace(/\//g, '-')}`,
    env: { PUBLIC_OFFLINE: 'false', PUBLIC_CMS: 'false', BASE_PATH: base },
  });

/** The long guide of the fixtures: its id, and its English and Arabic versions' words found only in their last sections. */
export const LONG_GUIDE = {
  id: 'creator-growth-playbook',
  lastSectionWord: { en: 'almanac', ar: 'روزنامة' },
} as const;

/**
 * The site with the long guide of tests/fixtures/long-guide added (about 2,750 words, with its Arabic
 * translation and a picture), indexed and compressed as the site is, so its pages are checked like
 * every other: budgets, HTML, accessibility, layout shifts, offline, search.
 */
export const longGuideBuild = () =>
  fixtureBuild({
    name: 'long-guide',
    env: {},
    prepare: async (project) =>
      cpSync(join(ROOT, 'tests/fixtures/long-guide/tutorials'), join(project, 'src/content/tutorials'), {
        recursive: true,
      }),
    inputs: ['tests/fixtures/long-guide'],
    complete: true,
  });
