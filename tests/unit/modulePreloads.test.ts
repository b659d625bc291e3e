import { describe, expect, it } from 'vitest';
import { moduleClosure, staticImportUrls } from '@/lib/pageLoads';
import { eagerIslandModules, withModulePreloads } from '@/pageRewrites/islandModulePreloads';

const CSP = `<meta http-equiv="content-security-policy" content="default-src 'self'">`;

describe('staticImportUrls', () => {
  it('finds static imports and re-exports, resolved against the module, and skips dynamic imports', () => {
    const code = `import{a as b}from"./react.js";import"./side.js";export{c}from"../x/y.js";const l=()=>import("./later.js");`;
    expect(staticImportUrls(code, '/base/_astro/client.js')).toEqual([
      '/base/_astro/react.js',
      '/base/_astro/side.js',
      '/base/x/y.js',
    ]);
  });
});

describe('moduleClosure', () => {
  it('lists the entries and everything they import, once each, even through a cycle', () => {
    const modules: Record<string, string> = {
      '/_astro/island.js': 'import"./react.js";import"./shared.js";',
      '/_astro/renderer.js': 'import"./react-dom.js";',
      '/_astro/react-dom.js': 'import"./react.js";',
      '/_astro/react.js': 'import"./shared.js";',
      '/_astro/shared.js': 'import"./react.js";',
    };
    expect(moduleClosure(['/_astro/island.js', '/_astro/renderer.js'], (url) => modules[url])).toEqual([
      '/_astro/island.js',
      '/_astro/renderer.js',
      '/_astro/react.js',
      '/_astro/shared.js',
      '/_astro/react-dom.js',
    ]);
  });

  it('follows modules imported on demand only when asked, as a page that must work offline needs them', () => {
    const modules: Record<string, string> = {
      '/_astro/tool.js': 'import"./shared.js";const l=()=>import(`./generator.js`);',
      '/_astro/shared.js': 'const t=()=>import("./toaster.js");',
      '/_astro/generator.js': 'import"./words.js";',
      '/_astro/toaster.js': '',
      '/_astro/words.js': '',
    };
    const read = (url: string) => modules[url];
    expect(moduleClosure(['/_astro/tool.js'], read)).toEqual(['/_astro/tool.js', '/_astro/shared.js']);
    expect(moduleClosure(['/_astro/tool.js'], read, { onDemand: true })).toEqual([
      '/_astro/tool.js',
      '/_astro/shared.js',
      '/_astro/generator.js',
      '/_astro/toaster.js',
      '/_astro/words.js',
    ]);
  });
});

describe('eagerIslandModules', () => {
  it('takes the component and renderer of client:load islands only', () => {
    const html =
      '<astro-island uid="1" component-url="/_astro/Search.js" renderer-url="/_astro/client.js" client="load"></astro-island>' +
      '<astro-island uid="2" component-url="/_astro/Toaster.js" renderer-url="/_astro/client.js" client="idle"></astro-island>' +
      '<astro-island uid="3" component-url="/_astro/Chart.js" renderer-url="/_astro/client.js" client="visible"></astro-island>';
    expect(eagerIslandModules(html)).toEqual(['/_astro/Search.js', '/_astro/client.js']);
  });
});

describe('withModulePreloads', () => {
  it('adds a preload per module after the head’s scripts, before its first stylesheet, skipping modules the page already loads', () => {
    const html = `<html><head><meta charset="utf-8">${CSP}<script type="module" src="/_astro/page.js"></script><link rel="stylesheet" href="/_astro/a.css"></head><body></body></html>`;
    const out = withModulePreloads(html, ['/_astro/page.js', '/_astro/react-dom.js']);
    expect(out).toBe(
      `<html><head><meta charset="utf-8">${CSP}<script type="module" src="/_astro/page.js"></script><link rel="modulepreload" href="/_astro/react-dom.js"><link rel="stylesheet" href="/_astro/a.css"></head><body></body></html>`,
    );
    expect(withModulePreloads(out, ['/_astro/react-dom.js'])).toBe(out);
  });

  it('goes at the end of the head when the page links no stylesheet', () => {
    expect(withModulePreloads('<html><head><title>x</title></head></html>', ['/a.js'])).toBe(
      '<html><head><title>x</title><link rel="modulepreload" href="/a.js"></head></html>',
    );
  });
});
