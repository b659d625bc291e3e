// Builds the site with PUBLIC_OFFLINE=false into a temporary folder, once per base path and run, for
// the test that switching offline mode off frees visitors who had the worker. Builds of the same
// project must not overlap (they share .astro/), so a folder made with mkdir (atomic) serves as a lock.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LOCK = join(tmpdir(), 'creator-hub-astro-build.lock');

async function withBuildLock<T>(task: () => T): Promise<T> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return task();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/** The folder of an opt-out build for `base` ('/' or '/creator-hub/'), built on first use. */
export async function optOutBuild(base: string): Promise<string> {
  const outDir = join(tmpdir(), `creator-hub-offline-off-${process.pid}${base.replace(/\//g, '_')}`);
  if (existsSync(join(outDir, 'sw.js'))) return outDir;
  await withBuildLock(() => {
    const build = spawnSync('node_modules/.bin/astro', ['build', '--outDir', outDir], {
      encoding: 'utf8',
      env: { ...process.env, PUBLIC_OFFLINE: 'false', BASE_PATH: base },
    });
    if (build.status !== 0) throw new Error(`opt-out build failed:\n${build.stdout}\n${build.stderr}`);
  });
  return outDir;
}
