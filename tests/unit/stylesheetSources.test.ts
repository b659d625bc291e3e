// Tailwind makes a utility for every class-like word in the files it scans. Only the files that ship
// (src/, public/) may add to every page's stylesheet: every other folder and text file of the
// repository is left out with `@source not` in the stylesheet, or is ignored by git (which Tailwind
// skips by itself).
import { readFileSync, readdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const STYLESHEET = 'src/styles/global.css';
const SHIPPED = new Set(['src', 'public']);

const excluded = [...readFileSync(STYLESHEET, 'utf8').matchAll(/@source not '\.\.\/\.\.\/([^']+)'/g)].map(
  (match) => match[1],
);
const ignoredByGit = (name: string) => {
  try {
    execFileSync('git', ['check-ignore', '-q', name]);
    return true;
  } catch {
    return false;
  }
};

describe('the stylesheet scans only what ships', () => {
  it('leaves out every other top-level folder and document of the repository', () => {
    const scanned = readdirSync('.', { withFileTypes: true })
      .filter((entry) => !entry.name.startsWith('.') && !SHIPPED.has(entry.name) && !ignoredByGit(entry.name))
      .filter((entry) => entry.isDirectory() || /\.(md|mdx|html|txt)$/.test(entry.name))
      .map((entry) => entry.name)
      .filter((name) => !excluded.includes(name));
    expect(scanned).toEqual([]);
  });

  it('names folders that exist', () => {
    for (const name of excluded) expect(readdirSync('.')).toContain(name);
  });
});
