import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCodeDigest, productionPackageVersions } from '@/integrations/buildCodeDigest';

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

describe('the installed packages that run during the build', () => {
  const lock = (beasties: string, eslint: string) =>
    JSON.stringify({
      packages: {
        '': { name: 'site' },
        'node_modules/beasties': { version: beasties },
        'node_modules/astro/node_modules/postcss': { version: '8.5.0' },
        'node_modules/eslint': { version: eslint, dev: true },
      },
    });

  it('are listed with their versions, nested copies included, test-only tools left out', () => {
    expect(productionPackageVersions(lock('0.5.4', '10.0.0'))).toEqual(['beasties@0.5.4', 'postcss@8.5.0']);
  });

  it('change the list when one of them is upgraded, not when a test-only tool is', () => {
    const before = productionPackageVersions(lock('0.5.4', '10.0.0'));
    expect(productionPackageVersions(lock('0.6.0', '10.0.0'))).not.toEqual(before);
    expect(productionPackageVersions(lock('0.5.4', '11.0.0'))).toEqual(before);
  });
});
