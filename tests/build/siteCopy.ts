// A copy of the site in a temporary folder, for tests that build it with their own content or code:
// the project's files are copied, node_modules is linked, and `astro build` runs with no variable that
// Vitest sets for its own Vite (BASE_URL, MODE, DEV...), which a child build would obey.
import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_BUILD_FILES } from '../../scripts/lib/projectFiles.mjs';

export const ROOT = join(import.meta.dirname, '../..');
const VITEST_KEYS = /^(VITEST.*|BASE_URL|MODE|DEV|PROD|SSR|NODE_ENV|TEST|CONTENT_PREVIEW)$/;

/** A new copy of the project, named after `prefix`, in the system's temporary folder. */
export function copySite(prefix: string): string {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  for (const file of PROJECT_BUILD_FILES) cpSync(join(ROOT, file), join(copy, file), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}

/** This process's environment without what Vitest sets for its own Vite, which a child build would obey. */
export function buildEnvironment(): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !VITEST_KEYS.test(key)));
}

/** The command, arguments and options that run astro with `args` in `copy`, uncoloured, with `env` added. */
function astroCommand(copy: string, args: string[], env: Record<string, string>) {
  const inherited = buildEnvironment();
  return [
    process.execPath,
    [join(ROOT, 'node_modules/astro/bin/astro.mjs'), ...args],
    { cwd: copy, env: { ...inherited, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0', ...env } },
  ] as const;
}

/** Runs astro with `args` in `copy`, uncoloured (output is matched as text), with `env` added. */
export function astroIn(copy: string, args: string[], env: Record<string, string> = {}): SpawnSyncReturns<string> {
  const [command, commandArgs, options] = astroCommand(copy, args, env);
  return spawnSync(command, commandArgs, { ...options, encoding: 'utf8' });
}

/**
 * astroIn without blocking this process while astro runs, for a test that serves something the build
 * asks for (a stand-in image CDN) from the test's own process.
 */
export function astroInAsync(
  copy: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const [command, commandArgs, options] = astroCommand(copy, args, env);
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, options);
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', reject);
    child.on('close', (status) =>
      resolve({ status, stdout: Buffer.concat(stdout).toString(), stderr: Buffer.concat(stderr).toString() }),
    );
  });
}
