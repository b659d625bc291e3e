// The pass that rewrites built pages: every step sees every page in order, a page no step changes is
// not written again, and the bundle and search index folders are left alone.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtHtmlFiles, rewriteBuiltPages, type PageRewrite } from '@/build/builtPages';

const temp = mkdtempSync(join(tmpdir(), 'built-pages-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function site(): string {
  const dist = mkdtempSync(join(temp, 'dist-'));
  for (const [path, html] of [
    ['index.html', '<p>home</p>'],
    ['tutorials/a/index.html', '<p>a</p>'],
    ['about/index.html', '<p>unchanged</p>'],
    ['_astro/x.html', '<p>bundle</p>'],
    ['pagefind/y.html', '<p>index</p>'],
  ]) {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), html);
  }
  return dist;
}

describe('rewriteBuiltPages', () => {
  it('runs the steps in order on each page and writes only the pages they changed', async () => {
    const dist = site();
    const old = new Date('2020-01-01T00:00:00Z');
    utimesSync(join(dist, 'about/index.html'), old, old);
    const seen: string[] = [];
    const first: PageRewrite = {
      name: 'first',
      rewrite: (html, page) => {
        seen.push(page);
        return html.includes('unchanged') ? html : html.replace('<p>', '<p class="one">');
      },
    };
    const second: PageRewrite = {
      name: 'second',
      rewrite: async (html) => html.replace('class="one"', 'class="one two"'),
    };
    const log = await rewriteBuiltPages(dist, [first, second]);

    expect(seen.sort()).toEqual(['about/index.html', 'index.html', 'tutorials/a/index.html']);
    expect(readFileSync(join(dist, 'tutorials/a/index.html'), 'utf8')).toBe('<p class="one two">a</p>');
    expect(readFileSync(join(dist, '_astro/x.html'), 'utf8')).toBe('<p>bundle</p>');
    expect(statSync(join(dist, 'about/index.html')).mtime).toEqual(old);
    expect(log.at(-1)).toMatch(/^3 pages read, 2 rewritten, in [\d.]+ s$/);
    expect(log[0]).toMatch(/^first: [\d.]+ s$/);
  });

  it('starts each step with the build folder and logs its summary', async () => {
    const dist = site();
    let folder = '';
    const log = await rewriteBuiltPages(dist, [
      { name: 'counted', start: (d) => (folder = d), rewrite: (html) => html, summary: () => '3 seen' },
    ]);
    expect(folder).toBe(dist);
    expect(log[0]).toMatch(/^counted: [\d.]+ s; 3 seen$/);
    expect(builtHtmlFiles(dist)).toHaveLength(3);
  });

  it('lets the event loop run during the pass, so work started before it (an index Pagefind builds) goes on', async () => {
    const dist = mkdtempSync(join(temp, 'dist-'));
    for (let index = 0; index < 100; index++) {
      mkdirSync(join(dist, `p${index}`));
      writeFileSync(join(dist, `p${index}/index.html`), `<p>${index}</p>`);
    }
    let turns = 0;
    const turn = () => {
      turns++;
      if (turns < 1000) setImmediate(turn);
    };
    setImmediate(turn);
    const turnsSeen: number[] = [];
    await rewriteBuiltPages(dist, [{ name: 'synchronous', rewrite: (html) => (turnsSeen.push(turns), html) }]);
    expect(turnsSeen).toHaveLength(100);
    // Synchronous steps alone would never give the loop a turn before the pass ends.
    expect(turnsSeen[turnsSeen.length - 1]).toBeGreaterThanOrEqual(3);
  });
});
