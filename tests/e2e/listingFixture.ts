// The long-listing fixture: the site built under /creator-hub/ with LISTING_FIXTURE_SIZE synthetic
// tutorials besides the real ones, in a copy of the project in the temp folder (src/content stays
// untouched). It is built once and reused while nothing it is built from has changed, so repeated
// runs cost a server start only.
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
import { join, resolve } from 'node:path';
import { writeTutorials } from '../../scripts/lib/syntheticTutorials.mjs';

/** A few hundred: pagination has many pages and a gap in its pager, and the build stays quick. */
export const LISTING_FIXTURE_SIZE = 300;
export const LISTING_FIXTURE_BASE = '/creator-hub';

const ROOT = resolve('.');
const FOLDER = join(tmpdir(), 'creator-hub-listing-fixture');
const PROJECT_FILES = ['src', 'public', 'astro.config.mjs', 'tsconfig.json', 'package.json', 'pagefind.yml'];
/** Longer than the build takes: a lock this old was left by a killed run. */
const LOCK_EXPIRES_MS = 5 * 60_000;

/** A digest of everything the build reads (file paths, sizes and modification times). */
function sourceDigest(): string {
  const hash = createHash('sha256').update(String(LISTING_FIXTURE_SIZE));
  const walk = (path: string) => {
    const stats = statSync(path);
    if (stats.isDirectory()) for (const name of readdirSync(path).sort()) walk(join(path, name));
    else hash.update(`${path}:${stats.size}:${stats.mtimeMs}\n`);
  };
  for (const file of [...PROJECT_FILES, 'scripts/lib/syntheticTutorials.mjs']) walk(join(ROOT, file));
  return hash.digest('hex');
}

async function withLock<T>(task: () => Promise<T>): Promise<T> {
  const lock = `${FOLDER}.lock`;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > LOCK_EXPIRES_MS) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolvePromise) => setTimeout(resolvePromise, 500));
    }
  }
  try {
    return await task();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** The fixture's built site (its dist folder), building it first when the project has changed. */
export async function listingFixture(): Promise<string> {
  return withLock(async () => {
    const digest = sourceDigest();
    const stamp = join(FOLDER, 'built-from');
    const dist = join(FOLDER, 'project/dist');
    if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) return dist;

    rmSync(FOLDER, { recursive: true, force: true });
    const project = join(FOLDER, 'project');
    mkdirSync(join(project, 'node_modules'), { recursive: true });
    for (const file of PROJECT_FILES) cpSync(join(ROOT, file), join(project, file), { recursive: true });
    // The project's packages, linked; Astro's and Vite's caches stay in the copy.
    for (const entry of readdirSync(join(ROOT, 'node_modules'))) {
      if (!['.astro', '.vite', '.cache'].includes(entry)) {
        symlinkSync(join(ROOT, 'node_modules', entry), join(project, 'node_modules', entry));
      }
    }
    await writeTutorials(join(project, 'src/content/tutorials'), LISTING_FIXTURE_SIZE);
    const build = spawnSync(process.execPath, [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'], {
      cwd: project,
      encoding: 'utf8',
      env: { ...process.env, BASE_PATH: LISTING_FIXTURE_BASE, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    if (build.status !== 0) throw new Error(`listing fixture build failed:\n${build.stdout}\n${build.stderr}`);
    writeFileSync(stamp, digest);
    return dist;
  });
}
