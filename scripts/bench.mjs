// Benchmark: builds the site, serves dist/ as plain files, runs Lighthouse (default mobile emulation)
// on one page of every route kind, and prints medians with build time, dist size and page bytes.
// Writes the same figures to bench-results/bench.json. Usage: npm run bench [-- --runs 3 --skip-build --pages search]
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { launchOptions } from '../tests/e2e/browser.mjs';
import { KB, routeKind } from './budgets.ts';
import { listPages, pageHtmlAndCss, pageJavaScript } from './lib/pageAssets.mjs';
import { standInBrowserArgs, startStandInImages } from './lib/standInImages.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '4399' },
    /** Port of the stand-in image CDN (the sandbox has no internet; Unsplash URLs are answered locally). */
    'image-port': { type: 'string', default: '4398' },
    'skip-build': { type: 'boolean', default: false },
    /** Comma-separated page names from BENCH_PAGES, to measure a subset (e.g. --pages search,home). */
    pages: { type: 'string' },
  },
});

export const BENCH_PAGES = [
  ['home', '/'],
  ['calculator', '/calculator'],
  ['hashtag generator', '/tools/hashtag-generator'],
  ['tutorials', '/tutorials'],
  ['a tutorial', '/tutorials/tiktok-algorithm-explained'],
  ['trends', '/trends'],
  ['a trend', '/trends/duet-challenges'],
  ['search', '/search?q=hashtags'],
  ['coming soon', '/coming-soon/pro-subscription'],
  ['pricing', '/pricing'],
  // Lighthouse refuses to audit a page answered with status 404, so the not-found page is measured at
  // its own file address (status 200); it is the same HTML a missing path receives.
  ['404', '/404.html'],
];

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function folderBytes(dir) {
  let total = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const info = statSync(path);
    total += info.isDirectory() ? folderBytes(path) : info.size;
  }
  return total;
}

let buildSeconds = null;
if (!values['skip-build']) {
  const started = performance.now();
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'ignore' });
  if (build.status !== 0) throw new Error('npm run build failed');
  buildSeconds = (performance.now() - started) / 1000;
}

const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', values.port], { stdio: 'ignore' });
const base = `http://localhost:${values.port}`;
for (let i = 0; i < 50 && !(await fetch(base).catch(() => null)); i++) await new Promise((r) => setTimeout(r, 100));

const images = await startStandInImages(Number(values['image-port']));
const debuggingPort = 9333;
const browser = await chromium.launch({
  ...launchOptions(),
  args: [
    ...(launchOptions().args ?? []),
    `--remote-debugging-port=${debuggingPort}`,
    ...standInBrowserArgs(values['image-port']),
  ],
});

const pagesByRoute = new Map(listPages('dist').map((page) => [page.route, page]));
const results = [];
try {
  const wanted = values.pages?.split(',').map((name) => name.trim());
  for (const [name, path] of BENCH_PAGES.filter(([name]) => !wanted || wanted.includes(name))) {
    const runs = [];
    const missed = new Set();
    const lcpElements = new Set();
    await images.warm(await (await fetch(`${base}${path}`)).text());
    for (let run = 0; run < Number(values.runs); run++) {
      const { lhr } = await lighthouse(`${base}${path}`, { port: debuggingPort, output: 'json', logLevel: 'error' });
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const bytesOf = (type) =>
        (lhr.audits['resource-summary']?.details?.items ?? []).find((item) => item.resourceType === type)
          ?.transferSize ?? 0;
      runs.push({
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        bestPractices: lhr.categories['best-practices'].score * 100,
        seo: lhr.categories.seo.score * 100,
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        jsKb: bytesOf('script') / KB,
        imageKb: bytesOf('image') / KB,
        totalKb: bytesOf('total') / KB,
      });
      // What to fix: the audits that cost points outside performance, and the element LCP measured.
      for (const category of ['accessibility', 'best-practices', 'seo']) {
        for (const { id, weight } of lhr.categories[category].auditRefs) {
          if (weight > 0 && lhr.audits[id].score !== null && lhr.audits[id].score < 1) missed.add(`${category}: ${id}`);
        }
      }
      // Lighthouse 13 names the LCP element in its LCP breakdown insight, as a 'node' item.
      const lcpNode = (lhr.audits['lcp-breakdown-insight']?.details?.items ?? []).find((item) => item.type === 'node');
      if (lcpNode) lcpElements.add(`${lcpNode.selector} ("${lcpNode.nodeLabel?.slice(0, 40)}")`);
    }
    const route = path.split('?')[0];
    const built = pagesByRoute.get(route === '/404.html' ? '/404' : route);
    const row = { name, path, kind: routeKind(route === '/404.html' ? '/404' : route) };
    for (const key of Object.keys(runs[0])) row[key] = median(runs.map((r) => r[key]));
    row.jsBeforeInteractionKb = pageJavaScript('dist', built.html).gzip / KB;
    const { html, css } = pageHtmlAndCss('dist', built.html);
    row.htmlCssKb = (html + css) / KB;
    row.missedAudits = [...missed];
    row.lcpElements = [...lcpElements];
    results.push(row);
    console.error(`measured ${path}`);
  }
} finally {
  await browser.close();
  server.kill();
  images.close();
}

const summary = {
  date: new Date().toISOString(),
  runs: Number(values.runs),
  buildSeconds,
  distBytes: folderBytes('dist'),
  pages: results,
};
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/bench.json', `${JSON.stringify(summary, null, 2)}\n`);

const f = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
console.log(
  `Lighthouse medians of ${values.runs} runs, default mobile emulation (slow 4G, 4x CPU), Unsplash images from a local stand-in CDN.\n`,
);
console.log(
  '| page | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | JS KB (transfer) | image KB | total KB | JS before interaction KB (gzip) | HTML+CSS KB (gzip) |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.name} (${r.path}) | ${f(r.performance)} | ${f(r.accessibility)} | ${f(r.bestPractices)} | ${f(r.seo)} | ${f(r.lcpMs)} | ${f(r.tbtMs)} | ${f(r.cls, 3)} | ${f(r.jsKb, 1)} | ${f(r.imageKb, 1)} | ${f(r.totalKb, 1)} | ${f(r.jsBeforeInteractionKb, 1)} | ${f(r.htmlCssKb, 1)} |`,
  );
}
console.log('\nLCP element and audits that cost points (any run):');
for (const r of results) {
  console.log(`- ${r.name}: LCP ${r.lcpElements.join(' | ') || '-'}; missed: ${r.missedAudits.join(', ') || 'none'}`);
}
console.log(
  `\nStand-in CDN: ${images.requests.length} image responses (${f(images.requests.reduce((sum, r) => sum + r.bytes, 0) / KB)} KB).`,
);
console.log(
  `Build time: ${buildSeconds === null ? 'skipped' : `${buildSeconds.toFixed(1)} s`}; dist size: ${(summary.distBytes / KB / KB).toFixed(2)} MB.`,
);
