// The byte budgets of a built site. Fails when a page loads more JavaScript than its route kind allows,
// when a content page loads React before interaction, when a stylesheet or script blocks a page's first
// paint, when the shared stylesheet outgrows its budget, or when a page's first screen needs more than
// 14,000 bytes as the shipped servers send it: measured in Chromium at 390x844 and 1280x800 (the
// fewest bytes of its HTML that draw its whole first screen, scripts/lib/firstScreen.mjs), counted in
// its stored brotli and gzip copies. A page's whole weight has no limit of its own: what follows the
// first screen streams in behind it. Prints each page's first-screen and whole-page bytes.
// Usage: node scripts/check-budgets.mjs [--dist dist] [--base /] [--pages <regexp of routes>] [--json]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { launchOptions } from '../tests/e2e/browser.mjs';
import { BUDGETS, FIRST_SCREEN_BYTES, KB, SHARED_CSS_GZIP_BUDGET, pageKind, routeKind } from './budgets.ts';
import { splitLanguagePath } from '../src/lib/languagePrefix.ts';
import { LANGUAGES } from '../src/data/languages.ts';
import { serveBuild } from './lib/benchProcess.mjs';
import { firstScreenTab } from './lib/firstScreen.mjs';
import { listPages, pageHtmlAndCss, pageJavaScript, renderBlockingResources } from './lib/pageAssets.mjs';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    base: { type: 'string', default: '/' },
    pages: { type: 'string' },
    /** The port to serve the build on (a free one when left out). */
    port: { type: 'string' },
    /** Draw and compare the cut of every page, not only those the rule below picks. */
    'verify-all': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});

const kb = (bytes) => (bytes / KB).toFixed(1);
const failures = [];
const pages = listPages(values.dist).filter(({ route }) => !values.pages || new RegExp(values.pages).test(route));

const rows = pages.map(({ route, html }) => {
  const kind = routeKind(route);
  const budget = BUDGETS[kind];
  const js = pageJavaScript(values.dist, html, values.base);
  const { css: cssGzip } = pageHtmlAndCss(values.dist, html, values.base);
  const blocking = renderBlockingResources(html);
  if (js.gzip > budget.jsGzip) failures.push(`${route}: ${kb(js.gzip)} KB of JS (budget ${kb(budget.jsGzip)} KB)`);
  if (js.loadsReact && !budget.react) failures.push(`${route}: a ${kind} page loads React before interaction`);
  for (const resource of blocking) failures.push(`${route}: ${resource.url} blocks the first paint`);
  if (cssGzip > SHARED_CSS_GZIP_BUDGET)
    failures.push(`${route}: ${kb(cssGzip)} KB of CSS (budget ${kb(SHARED_CSS_GZIP_BUDGET)} KB)`);
  return { route, kind, jsGzip: js.gzip, react: js.loadsReact, cssGzip };
});

// Vite's own dynamic-import helper is the only code that dispatches this event: finding it means the
// build's lighter stand-in (src/integrations/vite/lightPreloadHelper.ts) no longer replaces it on every page.
// React DOM's runtime asks V8 to compile it while it downloads (src/integrations/vite/reactCompileHint.ts), so the
// first tap after hydration does not compile React's event code on the main thread.
for (const file of readdirSync(join(values.dist, '_astro')).filter((name) => name.endsWith('.js'))) {
  const code = readFileSync(join(values.dist, '_astro', file), 'utf8');
  if (code.includes('vite:preloadError'))
    failures.push(`_astro/${file}: carries Vite's full preload helper instead of the light one`);
  if (code.includes('react.dev/errors') && !code.startsWith('//# allFunctionsCalledOnLoad\n'))
    failures.push(`_astro/${file}: React's runtime without its eager-compile hint on the first line`);
}

/**
 * The pages whose first screens are drawn cut and compared with the whole page: any page whose stored
 * copy is past the budget or whose estimate comes near it (where the verdict depends on it), and the
 * largest page of each kind in each writing direction (which catches a stylesheet or fixed element late
 * in a layout, in either mirror).
 * The others are measured by where, in the HTML, the last node their first screen shows ends.
 */
const storedSize = (file, extension) => {
  try {
    return statSync(`${file}${extension}`).size;
  } catch {
    return Infinity;
  }
};
const largestOfKind = new Map();
for (const [index, { route, file }] of pages.entries()) {
  const key = `${LANGUAGES[splitLanguagePath(route).language].dir} ${pageKind(route)}`;
  const size = storedSize(file, '.gz');
  if (!largestOfKind.has(key) || size > largestOfKind.get(key).size) largestOfKind.set(key, { index, size });
}
/**
 * An estimate this close to the budget is drawn too: an estimate can fall short of the drawn first
 * screen by the few bytes that close the boxes around its last text (up to about 100 here).
 */
const NEAR_BUDGET_BYTES = 1_000;
const verified = new Set([...largestOfKind.values()].map(({ index }) => index));
const verify = (index) =>
  values['verify-all'] ||
  verified.has(index) ||
  Math.max(storedSize(pages[index].file, '.br'), storedSize(pages[index].file, '.gz')) > FIRST_SCREEN_BYTES;

// The first screens, a page per core at a time, in one browser with JavaScript off and motion reduced.
const { origin, server } = await serveBuild({
  port: values.port === undefined ? undefined : Number(values.port),
  dir: values.dist,
  base: values.base,
});
const browser = await chromium.launch(launchOptions({ localHostsOnly: true, headlessShell: true }));
const basePrefix = values.base.replace(/\/+$/, '');
try {
  const contexts = await Promise.all(
    Array.from({ length: availableParallelism() }, () =>
      browser.newContext({ javaScriptEnabled: false, reducedMotion: 'reduce', colorScheme: 'light' }),
    ),
  );
  let next = 0;
  await Promise.all(
    contexts.map(async (context) => {
      const tab = await firstScreenTab(context);
      while (next < pages.length) {
        const index = next++;
        const { route, file } = pages[index];
        // The not-found pages by their files' addresses (a host serves them at any missing one).
        const path = route.endsWith('/404') ? `${route}.html` : route;
        const screen = await tab.measure(`${origin}${basePrefix}${path}`, file, {
          verify: verify(index),
          verifyFrom: FIRST_SCREEN_BYTES - NEAR_BUDGET_BYTES,
        });
        const worst = (encoding) => Math.max(...Object.values(screen.viewports).map((viewport) => viewport[encoding]));
        Object.assign(rows[index], {
          firstScreenBr: worst('br'),
          firstScreenGzip: worst('gzip'),
          firstScreen: screen.viewports,
          wholeBr: screen.wholeBr,
          wholeGzip: screen.wholeGzip,
        });
        for (const [viewport, measured] of Object.entries(screen.viewports))
          for (const encoding of ['br', 'gzip'])
            if (measured[encoding] > FIRST_SCREEN_BYTES)
              failures.push(
                `${route}: its first screen at ${viewport} width needs ${measured[encoding]} bytes of its ${encoding} copy, over ${FIRST_SCREEN_BYTES}`,
              );
      }
    }),
  );
} finally {
  await browser.close();
  server.kill();
}

if (values.json) console.log(JSON.stringify(rows, null, 2));
else {
  const columns = [
    ['route', 46],
    ['kind', 12],
    ['JS KB', 6],
    ['React', 6],
    ['CSS KB', 7],
    ['drawn', 6],
    ['first screen br', 16],
    ['gz', 6],
    ['whole br', 9],
    ['gz', 6],
  ];
  console.log(columns.map(([name, width], i) => (i < 2 ? name.padEnd(width) : name.padStart(width))).join(' '));
  for (const r of rows) {
    const cells = [
      r.route,
      r.kind,
      kb(r.jsGzip),
      r.react ? 'yes' : 'no',
      kb(r.cssGzip),
      Object.values(r.firstScreen).every((viewport) => viewport.verified) ? 'yes' : '-',
      String(r.firstScreenBr),
      String(r.firstScreenGzip),
      String(r.wholeBr),
      String(r.wholeGzip),
    ];
    console.log(cells.map((cell, i) => (i < 2 ? cell.padEnd(columns[i][1]) : cell.padStart(columns[i][1]))).join(' '));
  }
  console.log(
    `\n${rows.length} pages checked. First screen: the bytes of the stored brotli and gzip copies a browser needs before it has everything its first screen shows (the larger of 390x844 and 1280x800), at most ${FIRST_SCREEN_BYTES}; drawn: the page cut there was drawn and compared with the whole page (the largest page of each kind in each writing direction, any page whose copy is past the budget and any whose estimate is within ${NEAR_BUDGET_BYTES} bytes of it; --verify-all for every page), else the first screen ends with the last node it shows. Whole: the stored copies' sizes. CSS: the full stylesheet, loaded without blocking and cached.`,
  );
}
if (failures.length) {
  console.error(`\nBudget failures:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('All pages within budget.');
