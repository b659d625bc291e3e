// The GitHub workflows: the deploy waits for the tests, and every third-party action is pinned by commit.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_ENV, TEST_STEPS } from '../../scripts/lib/testSteps.mjs';

const DIR = '.github/workflows';
const workflows = readdirSync(DIR).map((name) => ({ name, text: readFileSync(join(DIR, name), 'utf8') }));
const text = (name: string) => workflows.find((workflow) => workflow.name === name)?.text ?? '';

/** The lines of one top-level job, from its key to the next job's. */
function job(workflow: string, name: string): string {
  const lines = text(workflow).split('\n');
  const start = lines.indexOf(`  ${name}:`);
  if (start < 0) return '';
  const end = lines.findIndex((line, i) => i > start && /^ {2}\S/.test(line));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

describe('GitHub workflows', () => {
  it('the deploy runs the test workflow and builds only after it passed', () => {
    expect(job('deploy.yml', 'test')).toMatch(/uses: \.\/\.github\/workflows\/test\.yml/);
    expect(job('deploy.yml', 'build')).toMatch(/needs: test/);
    expect(job('deploy.yml', 'deploy')).toMatch(/needs: build/);
    expect(text('test.yml')).toMatch(/workflow_call:/);
  });

  it('the test workflow runs every step of npm test, the browser tests in shards on the built sites', () => {
    const runs = [...text('test.yml').matchAll(/run: (.+)/g)].map((match) => match[1]);
    const runsScript = (name: string) =>
      runs.some((run) => run.split('&&').some((part) => part.trim() === `npm run ${name}`));
    const missing = TEST_STEPS.map((step) => step.name).filter(
      (name) =>
        !(name === 'test:e2e' ? runs.some((run) => /^npx playwright test --shard=/.test(run)) : runsScript(name)),
    );
    expect(missing).toEqual([]);
    // The browser and built-site jobs test the build job's output instead of building their own.
    for (const name of ['browser', 'built']) {
      expect(job('test.yml', name)).toMatch(/needs: build/);
      expect(job('test.yml', name)).toMatch(/download-artifact/);
    }
  });

  it('CI installs the test tools (tests/tools/) before the built-site checks that run them', () => {
    const install = 'npm ci --prefix tests/tools --no-audit --no-fund';
    const built = job('test.yml', 'built');
    expect(built).toContain(`run: ${install}`);
    expect(built.indexOf(install)).toBeLessThan(built.indexOf('run: npm run test:built'));
    const ciRun = readFileSync('.ci/run', 'utf8');
    expect(ciRun).toContain(`\n${install}\n`);
    expect(ciRun.indexOf(install)).toBeLessThan(ciRun.indexOf('\nnpm test'));
  });

  it('the test workflow runs with the settings npm test gives every step', () => {
    const env = text('test.yml').match(/^env:\n((?: {2}.+\n)+)/m)?.[1] ?? '';
    const settings: Record<string, string> = Object.fromEntries(
      env
        .trim()
        .split('\n')
        .map((line) => line.trim().split(/:\s*/) as [string, string]),
    );
    expect(settings).toEqual(TEST_ENV);
  });

  it('pins every third-party action by its full commit', () => {
    const uses = workflows.flatMap(({ name, text: source }) =>
      [...source.matchAll(/uses:\s*(\S+)/g)].map((match) => `${name}: ${match[1]}`),
    );
    expect(uses.length).toBeGreaterThan(5);
    const unpinned = uses.filter((use) => !/: \.\/|@[0-9a-f]{40}$/.test(use));
    expect(unpinned).toEqual([]);
  });
});
