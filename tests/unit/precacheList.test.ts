import { describe, expect, it } from 'vitest';
import { offlinePageFiles } from '@/integrations/precacheList';

describe('offlinePageFiles', () => {
  it('lists the stylesheets and every module the page runs or may import later, and nothing from elsewhere', () => {
    const html = `<html><head>
      <link rel="stylesheet" href="/b/_astro/site.css">
      <link rel="stylesheet" href="https://fonts.example.com/x.css">
      <link rel="modulepreload" href="/b/_astro/preload.js">
      <script type="module" src="/b/_astro/layout.js"></script>
      <script type="module">import{a}from"/b/_astro/inline-dep.js";a();</script>
      <script type="application/ld+json">{"a":1}</script>
    </head><body>
      <astro-island component-url="/b/_astro/Tool.js" renderer-url="/b/_astro/client.js"></astro-island>
    </body></html>`;
    const modules: Record<string, string> = {
      '/b/_astro/preload.js': '',
      '/b/_astro/layout.js': 'const t=()=>import(`./toaster.js`);',
      '/b/_astro/inline-dep.js': '',
      '/b/_astro/Tool.js': 'import"./react.js";const w=()=>import("./words.js");',
      '/b/_astro/client.js': 'import"./react.js";',
      '/b/_astro/react.js': '',
      '/b/_astro/toaster.js': 'import"./react.js";',
      '/b/_astro/words.js': '',
    };
    const files = offlinePageFiles(html, '/b/calculator/', (url) => modules[url]);
    expect(files[0]).toBe('/b/_astro/site.css');
    expect([...files].sort()).toEqual(['/b/_astro/site.css', ...Object.keys(modules)].sort());
  });
});
