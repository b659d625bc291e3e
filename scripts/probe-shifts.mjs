// Layout-shift probe: serves a build as plain files and loads each route in Chromium at phone and desktop
// width with the CPU slowed (4x, 6x and 10x by default) on a slow 4G network, recording every layout
// shift from the first paint with the elements it moved (their boxes before and after) and the time.
// Prints the cumulative shift per route, width and slowdown, and the sources of any shift; exits 1 if a
// route shifted. No input is sent: every shift counted is one the visitor did not cause.
// Usage: node scripts/probe-shifts.mjs [--cpu 4,6,10] [--widths 390,1280] [--runs 1] [--routes /,/search?q=growth]
//   [--dir dist --base /] [--port 4393] [--settle-ms 4000]
import { parseArgs } from 'node:util';
import { serveBuild } from './lib/benchProcess.mjs';
import { chromium, devices } from '@playwright/test';
import { launchOptions } from '../tests/e2e/browser.mjs';
import { PHONE_NETWORK } from './lib/phoneTiming.mjs';

/** One page of each kind, in both languages where the layout differs (longer Spanish words). */
const ROUTES = [
  '/',
  '/tools',
  '/calculator',
  '/tools/hashtag-generator',
  '/tutorials',
  '/tutorials/tiktok-algorithm-explained',
  '/tutorials/hashtag-strategy',
  '/trends',
  '/trends/duet-challenges',
  '/search?q=growth',
  '/pricing',
  '/about',
  '/coming-soon/pro-subscription',
  '/es/',
  '/es/calculator',
  '/es/tutorials',
];

const { values } = parseArgs({
  options: {
    cpu: { type: 'string', default: '4,6,10' },
    widths: { type: 'string', default: '390,1280' },
    runs: { type: 'string', default: '1' },
    routes: { type: 'string' },
    dir: { type: 'string', default: 'dist' },
    base: { type: 'string', default: '/' },
    port: { type: 'string', default: '4393' },
    /** How long after load the page is watched: late islands and lazy pictures included. */
    'settle-ms': { type: 'string', default: '4000' },
  },
});

const list = (text) => text.split(',').map((part) => part.trim());
const rates = list(values.cpu).map(Number);
const widths = list(values.widths).map(Number);
const routes = values.routes ? list(values.routes) : ROUTES;
const basePrefix = values.base.replace(/\/+$/, '');

/** Runs in the page before its own scripts: keeps every layout shift with the boxes it moved. */
function shiftRecorder() {
  const shifts = (window.__shifts = []);
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node?.nodeName ?? '?';
    const id = node.id ? `#${node.id}` : '';
    const classes = [...node.classList]
      .slice(0, 3)
      .map((name) => `.${name}`)
      .join('');
    const label = (node.getAttribute('aria-label') ?? node.textContent ?? '').trim().slice(0, 30);
    return `${node.localName}${id}${classes}${label ? ` "${label}"` : ''}`;
  };
  const box = (rect) =>
    `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        time: Math.round(entry.startTime),
        sources: entry.sources.map((source) => ({
          node: describe(source.node),
          from: box(source.previousRect),
          to: box(source.currentRect),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const { origin, server } = await serveBuild({ port: values.port, dir: values.dir, base: values.base });

const browser = await chromium.launch(launchOptions({ localHostsOnly: true }));
const rows = [];
try {
  for (const rate of rates) {
    for (const width of widths) {
      for (const route of routes) {
        let worst = null;
        for (let run = 0; run < Number(values.runs); run++) {
          const phone = width < 640;
          const context = await browser.newContext({
            ...(phone ? devices['Pixel 7'] : {}),
            viewport: { width, height: phone ? 844 : 800 },
          });
          const page = await context.newPage();
          await page.addInitScript(shiftRecorder);
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate });
          await page.goto(`${origin}${basePrefix}${route}`, { waitUntil: 'load', timeout: 120_000 });
          await page.waitForTimeout(Number(values['settle-ms']));
          const shifts = await page.evaluate(() => window.__shifts);
          const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
          if (!worst || cls > worst.cls) worst = { cls, shifts };
          await context.close();
        }
        rows.push({ rate, width, route, ...worst });
        console.error(`${rate}x ${width}px ${route}: CLS ${worst.cls.toFixed(4)}`);
      }
    }
  }
} finally {
  await browser.close();
  server.kill();
}

console.log(`Layout shifts without input, slow 4G, worst of ${values.runs} run(s) per cell:`);
console.log(`| route | ${rates.flatMap((rate) => widths.map((width) => `${rate}x ${width}px`)).join(' | ')} |`);
console.log(`|---|${rates.flatMap(() => widths.map(() => '---')).join('|')}|`);
for (const route of routes) {
  const cells = rates.flatMap((rate) =>
    widths.map((width) => rows.find((row) => row.rate === rate && row.width === width && row.route === route).cls),
  );
  console.log(`| ${route} | ${cells.map((cls) => cls.toFixed(4)).join(' | ')} |`);
}
const shifted = rows.filter((row) => row.cls > 0);
for (const { rate, width, route, shifts } of shifted) {
  console.log(`\n${route} at ${width}px, CPU ${rate}x:`);
  for (const { value, time, sources } of shifts) {
    const moved = sources.map(({ node, from, to }) => `${node} ${from} -> ${to}`).join('; ');
    console.log(`  ${value.toFixed(4)} at ${time} ms: ${moved}`);
  }
}
if (shifted.length) process.exitCode = 1;
