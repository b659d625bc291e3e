// The critical CSS step run on a small built site (a page and a stylesheet in a temporary folder), with
// the installed beasties: the rules Tailwind writes inside :where()/:is() are found, rules that need an
// interaction and rules for blocks below the fold are left out, and the page is rewritten under a base path.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineCriticalCss } from '@/pageRewrites/criticalCss';
import { pageCsp } from '@/pageRewrites/pageCsp';
import { pageRewriter, type PageRewrite } from '@/pageRewrites/pageRewriter';

const STYLESHEET = [
  '@layer base{*,:after,:before{box-sizing:border-box}::placeholder{opacity:1}}',
  '@layer utilities{',
  ':where(.space-y-3>:not(:last-child)){margin-block-end:.75rem}',
  '.flex{display:flex}',
  '.btn:hover{color:red}',
  '.low{color:blue}',
  '.menu-panel{position:absolute}',
  '}',
].join('');

const PAGE = (base: string) =>
  `<!doctype html><html lang="en"><head><meta http-equiv="content-security-policy" content="style-src 'self' ; style-src-elem 'self';"><link rel="stylesheet" href="${base}_astro/site.css"></head>` +
  `<body><ul class="space-y-3 flex"><li>a</li><li>b</li></ul><button class="btn">Go</button>` +
  `<details><summary>Menu</summary><div class="menu-panel">x</div></details>` +
  `<div data-below-fold><p class="low">later</p></div></body></html>`;

const temp = mkdtempSync(join(tmpdir(), 'critical-css-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

async function buildSite(base: string, steps: PageRewrite[] = []): Promise<string> {
  const dist = join(temp, base.replace(/\W/g, '') || 'root');
  mkdirSync(join(dist, '_astro'), { recursive: true });
  writeFileSync(join(dist, '_astro/site.css'), STYLESHEET);
  return pageRewriter([inlineCriticalCss(base), ...steps], dist).rewrite(PAGE(base), '/');
}

describe('inlineCriticalCss', () => {
  it.each(['/', '/creator-hub/'])('inlines what the first paint uses under base %s', async (base) => {
    const page = await buildSite(base);
    const css = page.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
    expect(css).toContain(':where(.space-y-3>:not(:last-child))');
    expect(css).toContain('.flex{display:flex}');
    expect(css).toContain('box-sizing:border-box');
    expect(css).not.toMatch(/\.btn:hover|placeholder|\.low|menu-panel/);
    expect(page).toContain(`<link rel="stylesheet" href="${base}_astro/site.css"></body>`);
  });

  it('is allowed by its hash once the CSP step, which comes last, has run', async () => {
    expect(await buildSite('/')).toContain(`content="style-src 'self' ; style-src-elem 'self';"`);
    const page = await buildSite('/', [pageCsp([])]);
    const css = page.match(/<style>([\s\S]*?)<\/style>/)![1];
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(css).digest('base64');
    expect(page).toContain(`style-src-elem 'self' 'sha256-${hash}'`);
  });
});

describe('inlineCriticalCss with markdown bodies of different shapes', () => {
  const SHEET = '.prose p{margin:0}.prose li{padding:0}.prose table{width:100%}.flex{display:flex}';
  const ARTICLE = (body: string) =>
    `<!doctype html><html lang="en"><head><link rel="stylesheet" href="/_astro/prose.css"></head>` +
    `<body><main class="flex"><article class="prose">${body}</article></main></body></html>`;
  const rulesOf = (page: string) => page.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';

  it('computes the CSS once for bodies that match the same rules, and again for one that matches more', async () => {
    const dist = join(temp, 'prose');
    mkdirSync(join(dist, '_astro'), { recursive: true });
    writeFileSync(join(dist, '_astro/prose.css'), SHEET);
    const step = inlineCriticalCss('/');
    const rewriter = pageRewriter([step], dist);

    const short = await rewriter.rewrite(ARTICLE('<p>One.</p><ul><li>a</li></ul>'), '/a');
    const long = await rewriter.rewrite(
      ARTICLE('<ul><li>a</li><li>b</li></ul><p>One.</p><p>Two.</p><p>Three.</p>'),
      '/b',
    );
    const withTable = await rewriter.rewrite(
      ARTICLE('<p>One.</p><ul><li>a</li></ul><table><tr><td>1</td></tr></table>'),
      '/c',
    );

    expect(rulesOf(short)).toBe(rulesOf(long));
    // What Beasties finds on the long page alone, with nothing shared: the same rules.
    const alone = await pageRewriter([inlineCriticalCss('/')], dist).rewrite(
      ARTICLE('<ul><li>a</li><li>b</li></ul><p>One.</p><p>Two.</p><p>Three.</p>'),
      '/b',
    );
    expect(rulesOf(alone)).toBe(rulesOf(long));
    expect(rulesOf(short)).not.toContain('table');
    expect(rulesOf(withTable)).toContain('.prose table{width:100%}');
    // Three shapes, two sets of matched rules: Beasties ran twice.
    expect(step.summary!()).toBe('3 pages, 3 skeletons, computed for 2');
  });
});
