// Benchmark: builds the site, serves dist/ as plain files, runs Lighthouse (default mobile emulation)
// on one page of every route kind, and prints medians with build time, dist size and page bytes,
// including each page's first flight (its HTML and whatever blocks its first paint, gzip).
// With --peer <built folder>, another built site is served by the same static server and measured in
// the same run, its pages interleaved with the site's (by default the peer theme's home, post list and
// a post: --peer-pages 'name=/path,...' picks others), so the two tables compare like with like.
// Writes the same figures to bench-results/bench.json.
// Usage: npm run bench:pages [-- --runs 3 --skip-build --pages search --port 4399 --image-port 4398
//   --debugging-port 9333 --peer ../shared/peers/astro-theme-cactus --offline-images --throttling devtools]
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { launchOptions } from '../tests/e2e/browser.mjs';
import { KB, routeKind } from './budgets.ts';
import { firstFlight, listPages, pageJavaScript } from './lib/pageAssets.mjs';
import { STAND_IN_HOST, standInBrowserArgs, startStandInImages } from './lib/standInImages.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '4399' },
    /** Port of the stand-in image CDN (the sandbox has no internet; Unsplash URLs are answered locally). */
    'image-port': { type: 'string', default: '4398' },
    /** No stand-in CDN: no cover is downloaded, as in an offline lab, and pages show the site's own pictures. */
    'offline-images': { type: 'boolean', default: false },
    /** Chrome's remote debugging port for Lighthouse; a free one when not given. */
    'debugging-port': { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    /** The site's built folder (with --skip-build, an earlier build kept elsewhere can be measured). */
    dist: { type: 'string', default: 'dist' },
    /** Comma-separated page names from BENCH_PAGES, to measure a subset (e.g. --pages search,home). */
    pages: { type: 'string' },
    /** Another built site (a folder like dist/) to measure beside this one, served on --port + 1. */
    peer: { type: 'string' },
    /**
     * How Lighthouse slows the phone: 'simulate' (its default: loads at full speed, then estimates the
     * metrics for slow 4G and a 4x slower CPU) or 'devtools' (loads through Chrome's own network and CPU
     * throttling, so the LCP sub-parts are the slowed phone's own, but each run varies more).
     */
    throttling: { type: 'string', default: 'simulate' },
    /** The peer's pages as 'name=/path' pairs, comma-separated. */
    'peer-pages': { type: 'string', default: 'home=/,post list=/posts/,a post=/posts/markdown-elements/' },
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

/** A free TCP port on this machine, so Chrome's debugging port cannot clash with another run. */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts scripts/serve.mjs on a folder and waits until it answers. */
async function serve(dir, port) {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--dir', dir], {
    stdio: 'ignore',
  });
  const origin = `http://localhost:${port}`;
  for (let i = 0; i < 50 && !(await fetch(origin).catch(() => null)); i++) await new Promise((r) => setTimeout(r, 100));
  return { server, origin };
}

/** The built page a measured path is, by route ('/404.html' is the not-found page, '/posts/' is '/posts'). */
function builtPage(pagesByRoute, path) {
  const route = path
    .split('?')[0]
    .replace(/\.html$/, '')
    .replace(/\/index$/, '')
    .replace(/(.)\/$/, '$1');
  return { route, page: pagesByRoute.get(route) };
}

let buildSeconds = null;
if (!values['skip-build']) {
  // The build downloads the covers on the CDN as a deploy with internet would, from a plain-HTTP stand-in
  // (REMOTE_COVER_STAND_IN); with --offline-images it finds no CDN and shows the site's own pictures instead.
  const coverCdn = values['offline-images'] ? null : await startStandInImages(0, { tls: false });
  const started = performance.now();
  // Not spawnSync: the stand-in answers from this process while the build runs.
  const build = spawn('npm', ['run', 'build'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      REMOTE_COVERS: 'fetch',
      ...(coverCdn && { REMOTE_COVER_STAND_IN: `http://127.0.0.1:${coverCdn.port}` }),
    },
  });
  const status = await new Promise((resolve) => build.on('close', resolve));
  buildSeconds = (performance.now() - started) / 1000;
  await coverCdn?.close();
  if (status !== 0) throw new Error('npm run build failed');
}

const wanted = values.pages?.split(',').map((name) => name.trim());
const sites = [
  {
    site: 'site',
    dir: values.dist,
    port: Number(values.port),
    pages: BENCH_PAGES.filter(([name]) => !wanted || wanted.includes(name)),
  },
];
if (values.peer) {
  sites.push({
    site: 'peer',
    dir: values.peer,
    port: Number(values.port) + 1,
    pages: values['peer-pages']
      .split(',')
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)].map((part) => part.trim())),
  });
}
for (const site of sites) {
  Object.assign(site, await serve(site.dir, site.port));
  site.pagesByRoute = new Map(listPages(site.dir).map((page) => [page.route, page]));
}

const offlineImages = values['offline-images'];
const images = offlineImages
  ? { requests: [], warm: async () => {}, close: () => {} }
  : await startStandInImages(Number(values['image-port']));
const debuggingPort = Number(values['debugging-port'] ?? (await freePort()));
const browser = await chromium.launch({
  ...launchOptions(),
  args: [
    ...(launchOptions().args ?? []),
    `--remote-debugging-port=${debuggingPort}`,
    // Offline, the CDN's name resolves to nothing at once, as a machine without a network answers.
    ...(offlineImages
      ? [`--host-resolver-rules=MAP ${STAND_IN_HOST} ~NOTFOUND`]
      : standInBrowserArgs(values['image-port'])),
  ],
});

/** The LCP's parts, in order: they add up to the LCP (a text element has no resource to load). */
const LCP_SUBPARTS = ['timeToFirstByte', 'resourceLoadDelay', 'resourceLoadDuration', 'elementRenderDelay'];

// Every page of both sites, measured once per round: a slow moment of the machine hits both alike.
const targets = sites.flatMap((site) => site.pages.map(([name, path]) => ({ site, name, path, runs: [] })));
const results = [];
try {
  for (const target of targets) {
    target.missed = new Set();
    target.lcpElements = new Set();
    await images.warm(await (await fetch(`${target.site.origin}${target.path}`)).text());
  }
  for (let run = 0; run < Number(values.runs); run++) {
    for (const target of targets) {
      const { lhr } = await lighthouse(`${target.site.origin}${target.path}`, {
        port: debuggingPort,
        output: 'json',
        logLevel: 'error',
        throttlingMethod: values.throttling,
      });
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const bytesOf = (type) =>
        (lhr.audits['resource-summary']?.details?.items ?? []).find((item) => item.resourceType === type)
          ?.transferSize ?? 0;
      target.runs.push({
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        bestPractices: lhr.categories['best-practices'].score * 100,
        seo: lhr.categories.seo.score * 100,
        fcpMs: audit('first-contentful-paint'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        jsKb: bytesOf('script') / KB,
        imageKb: bytesOf('image') / KB,
        totalKb: bytesOf('total') / KB,
        requests: lhr.audits['network-requests']?.details?.items?.length ?? NaN,
      });
      // What to fix: the audits that cost points outside performance, and the element LCP measured.
      for (const category of ['accessibility', 'best-practices', 'seo']) {
        for (const { id, weight } of lhr.categories[category].auditRefs) {
          if (weight > 0 && lhr.audits[id].score !== null && lhr.audits[id].score < 1)
            target.missed.add(`${category}: ${id}`);
        }
      }
      // Lighthouse 13 names the LCP element in its LCP breakdown insight, as a 'node' item, and times the
      // LCP's sub-parts in a table beside it (observed in the trace, so unthrottled, unlike the LCP above).
      const breakdown = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
      const subparts = breakdown.find((item) => item.type === 'table')?.items ?? [];
      for (const subpart of LCP_SUBPARTS) {
        target.runs.at(-1)[`lcp:${subpart}`] = subparts.find((item) => item.subpart === subpart)?.duration ?? NaN;
      }
      const lcpNode = breakdown.find((item) => item.type === 'node');
      if (lcpNode) target.lcpElements.add(`${lcpNode.selector} ("${lcpNode.nodeLabel?.slice(0, 40)}")`);
      console.error(`measured ${target.site.site} ${target.path} (round ${run + 1})`);
    }
  }
  for (const { site, name, path, runs, missed, lcpElements } of targets) {
    const { route, page } = builtPage(site.pagesByRoute, path);
    const row = { site: site.site, name, path, kind: site.site === 'site' ? routeKind(route) : '-' };
    for (const key of Object.keys(runs[0])) row[key] = median(runs.map((r) => r[key]));
    row.jsBeforeInteractionKb = page ? pageJavaScript(site.dir, page.html).gzip / KB : NaN;
    const flight = page ? firstFlight(site.dir, page.html) : null;
    row.htmlGzipBytes = flight?.html ?? NaN;
    row.renderBlockingGzipBytes = flight ? flight.bytes - flight.html : NaN;
    row.renderBlocking = flight?.blocking.map((resource) => resource.url) ?? [];
    row.firstFlightBytes = flight?.bytes ?? NaN;
    row.missedAudits = [...missed];
    row.lcpElements = [...lcpElements];
    results.push(row);
  }
} finally {
  await browser.close();
  for (const site of sites) site.server.kill();
  images.close();
}

const summary = {
  date: new Date().toISOString(),
  runs: Number(values.runs),
  buildSeconds,
  distBytes: folderBytes(values.dist),
  peer: values.peer ?? null,
  pages: results,
};
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/bench.json', `${JSON.stringify(summary, null, 2)}\n`);

const f = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
console.log(
  `Lighthouse medians of ${values.runs} runs, default mobile emulation (slow 4G, 4x CPU, ${values.throttling === 'devtools' ? "applied by Chrome's throttling" : 'simulated'}), ${offlineImages ? "covers not downloaded (offline lab: pages show the site's own pictures)" : 'covers downloaded at build from a local stand-in CDN'}.`,
);
console.log(
  'First flight: the HTML plus every stylesheet and script that blocks the first paint, gzip; a new connection carries about 14,000 bytes in its first round trip.\n',
);
console.log(
  '| site | page | perf | a11y | best pr. | SEO | FCP ms | LCP ms | TBT ms | CLS | requests | JS KB (transfer) | image KB | total KB | JS before interaction KB (gzip) | HTML B (gzip) | render-blocking B (gzip) | first flight B |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.site} | ${r.name} (${r.path}) | ${f(r.performance)} | ${f(r.accessibility)} | ${f(r.bestPractices)} | ${f(r.seo)} | ${f(r.fcpMs)} | ${f(r.lcpMs)} | ${f(r.tbtMs)} | ${f(r.cls, 3)} | ${f(r.requests)} | ${f(r.jsKb, 1)} | ${f(r.imageKb, 1)} | ${f(r.totalKb, 1)} | ${f(r.jsBeforeInteractionKb, 1)} | ${f(r.htmlGzipBytes)} | ${f(r.renderBlockingGzipBytes)} | ${f(r.firstFlightBytes)} |`,
  );
}
console.log(
  values.throttling === 'devtools'
    ? '\nLCP sub-parts, medians in ms, observed in the trace of the slowed load (they add up to the LCP above):'
    : '\nLCP sub-parts, medians in ms, observed in the trace (Lighthouse loads the page unthrottled and simulates the LCP above; these are the observed load, for where the time goes; --throttling devtools observes the slowed load):',
);
console.log(
  '| site | page | time to first byte | resource load delay | resource load duration | element render delay |',
);
console.log('|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.site} | ${r.name} (${r.path}) | ${LCP_SUBPARTS.map((subpart) => f(r[`lcp:${subpart}`])).join(' | ')} |`,
  );
}
console.log('\nLCP element, render-blocking resources and audits that cost points (any run):');
for (const r of results) {
  console.log(
    `- ${r.site} ${r.name}: LCP ${r.lcpElements.join(' | ') || '-'}; render-blocking: ${r.renderBlocking.join(', ') || 'none'}; missed: ${r.missedAudits.join(', ') || 'none'}`,
  );
}
console.log(
  `\nStand-in CDN: ${images.requests.length} image responses (${f(images.requests.reduce((sum, r) => sum + r.bytes, 0) / KB)} KB).`,
);
console.log(
  `Build time: ${buildSeconds === null ? 'skipped' : `${buildSeconds.toFixed(1)} s`}; dist size: ${(summary.distBytes / KB / KB).toFixed(2)} MB.`,
);
