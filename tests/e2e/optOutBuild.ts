// Builds the site with PUBLIC_OFFLINE=false into a folder, for the test that switching offline mode off
// frees visitors who had the worker. Builds of the same project must not overlap (they share .astro/),
// so a folder made with mkdir (atomic) serves as a lock; one left by a killed run expires.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LOCK = join(tmpdir(), 'creator-hub-astro-build.lock');
/** Longer than any build takes: a lock this old was left behind. */
const LOCK_EXPIRES_MS = 5 * 60_000;

async function withBuildLock<T>(task: () => T): Promise<T> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      const age = Date.now() - (statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > LOCK_EXPIRES_MS) rmSync(LOCK, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return task();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/** Builds the opt-out site for `base` ('/' or '/creator-hub/') into `outDir`. */
export async function buildOptOut(base: string, outDir: string): Promise<void> {
  await withBuildLock(() => {
    const build = spawnSync('node_modules/.bin/astro', ['build', '--outDir', outDir], {
      encoding: 'utf8',
      env: { ...process.env, PUBLIC_OFFLINE: 'false', BASE_PATH: base },
    });
    if (build.status !== 0) throw new Error(`opt-out build failed:\n${build.stdout}\n${build.stderr}`);
  });
}
