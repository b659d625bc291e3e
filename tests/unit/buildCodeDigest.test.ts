import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCodeDigest } from '@/integrations/buildCodeDigest';

const root = mkdtempSync(join(tmpdir(), 'build-code-digest-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

beforeEach(() => {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(join(root, 'src/build/nested'), { recursive: true });
  writeFileSync(join(root, 'config.mjs'), 'export default {};');
  writeFileSync(join(root, 'src/build/a.ts'), 'export const a = 1;');
  writeFileSync(join(root, 'src/build/nested/b.ts'), 'export const b = 2;');
});

const digest = (settings: unknown = { base: '/' }) => buildCodeDigest(root, ['config.mjs', 'src/build'], settings);

describe('the build code digest', () => {
  it('is stable while nothing changes', () => {
    expect(digest()).toBe(digest());
  });

  it('changes with a file’s bytes, a new file, a renamed file, or the settings', () => {
    const before = digest();
    writeFileSync(join(root, 'src/build/nested/b.ts'), 'export const b = 3;');
    const edited = digest();
    expect(edited).not.toBe(before);
    writeFileSync(join(root, 'src/build/c.ts'), '');
    const added = digest();
    expect(added).not.toBe(edited);
    rmSync(join(root, 'src/build/c.ts'));
    writeFileSync(join(root, 'src/build/d.ts'), '');
    expect(digest()).not.toBe(added);
    expect(digest({ base: '/hub/' })).not.toBe(digest());
  });
});
