// The steps every rendered page goes through: applied in order, started once with the build folder,
// timed and summarised for the build log; and the page address they are given.
import { describe, expect, it } from 'vitest';
import { pageAddress, pageRewriter, type PageRewrite } from '@/pageRewrites/pageRewriter';

describe('pageAddress', () => {
  it.each([
    ['/', '/', '/'],
    ['/search/', '/', '/search'],
    ['/tutorials/a-b/', '/', '/tutorials/a-b'],
    ['/404', '/', '/404'],
    ['/creator-hub/', '/creator-hub/', '/'],
    ['/creator-hub/search/', '/creator-hub/', '/search'],
    ['/creator-hub/404.html', '/creator-hub/', '/404.html'],
  ])('%s under base %s is %s', (pathname, base, page) => {
    expect(pageAddress(pathname, base)).toBe(page);
  });
});

describe('pageRewriter', () => {
  it('runs the steps in order on each page, with its address, and counts the pages they changed', async () => {
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
    const rewriter = pageRewriter([first, second], '/dist');

    expect(await rewriter.rewrite('<p>a</p>', '/tutorials/a')).toBe('<p class="one two">a</p>');
    expect(await rewriter.rewrite('<p>unchanged</p>', '/about')).toBe('<p>unchanged</p>');
    expect(seen).toEqual(['/tutorials/a', '/about']);
    const log = rewriter.log();
    expect(log[0]).toMatch(/^first: [\d.]+ s$/);
    expect(log[1]).toMatch(/^second: [\d.]+ s$/);
    expect(log[2]).toBe('2 pages, 1 changed');
  });

  it('starts each step once with the build folder and logs its summary', async () => {
    const folders: string[] = [];
    const rewriter = pageRewriter(
      [{ name: 'counted', start: (dist) => folders.push(dist), rewrite: (html) => html, summary: () => '3 seen' }],
      '/work/dist',
    );
    await rewriter.rewrite('<p>a</p>', '/');
    await rewriter.rewrite('<p>b</p>', '/b');
    expect(folders).toEqual(['/work/dist']);
    expect(rewriter.log()[0]).toMatch(/^counted: [\d.]+ s; 3 seen$/);
  });

  it('fails with the step that failed', async () => {
    const rewriter = pageRewriter(
      [{ name: 'broken', rewrite: () => Promise.reject(new Error('no stylesheet')) }],
      '/d',
    );
    await expect(rewriter.rewrite('<p>a</p>', '/')).rejects.toThrow('no stylesheet');
  });
});
