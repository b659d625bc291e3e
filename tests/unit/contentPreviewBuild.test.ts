// The author preview must never reach production: a build with the selection set is byte-identical to
// one without (the real site's build takes seconds, so two of them are affordable here).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const ASTRO = join(ROOT, 'node_modules/astro/bin/astro.mjs');
const temp = mkdtempSync(join(tmpdir(), 'preview-build-'));

function build(outDir: string, env: Record<string, string>) {
  const { CONTENT_PREVIEW: _ignored, ...base } = process.env;
  execFileSync(process.execPath, [ASTRO, 'build', '--outDir', outDir], {
    cwd: ROOT,
    env: { ...base, ASTRO_TELEMETRY_DISABLED: '1', ...env },
    stdio: 'pipe',
  });
}

function files(folder: string): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    found.set(relative(folder, path), readFileSync(path));
  }
  return found;
}

afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('a production build with CONTENT_PREVIEW set', () => {
  it('writes exactly the files of a build without it', { timeout: 600_000 }, () => {
    build(join(temp, 'plain'), {});
    build(join(temp, 'preview'), { CONTENT_PREVIEW: 'tiktok-safety-guide' });
    const plain = files(join(temp, 'plain'));
    const preview = files(join(temp, 'preview'));
    expect([...preview.keys()].sort()).toEqual([...plain.keys()].sort());
    // One pass over the pages: the tutorial the selection leaves out is among them.
    expect(plain.has('tutorials/tiktok-editing-tips-for-beginners/index.html')).toBe(true);
    const differing = [...plain]
      .filter(([path, bytes]) => !bytes.equals(preview.get(path) ?? Buffer.alloc(0)))
      .map(([path]) => path);
    expect(differing).toEqual([]);
  });
});
