// Phone benchmark: serves a build as plain files and, in Chromium with the CPU slowed and a slow 4G
// network, at 390 px with touch, does what a visitor does on each island page (holds an arrow key on a
// slider, drags it, types, taps pills, buttons and tabs), then reads the browser's own Event Timing
// entries (the data behind INP). Prints per page the time until its islands are live and the worst
// event per interaction kind (median of the runs), flags every kind over the budget, and writes the
// same figures to bench-results/phone.json.
// Usage: npm run bench:phone [-- --runs 3 --cpu 6 --dir dist --base / --pages calculator,trends --language es]
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { serveBuild } from './lib/benchProcess.mjs';
import { chromium, devices } from '@playwright/test';
import { launchOptions } from '../tests/e2e/browser.mjs';
import { phoneScenarios } from './lib/phoneScenarios.mjs';
import { standInBrowserArgs, startStandInImages } from './lib/standInImages.mjs';
import { PHONE_NETWORK, eagerIslandsLive, eventTimingRecorder, summarisePhoneRun } from './lib/phoneTiming.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    cpu: { type: 'string', default: '6' },
    port: { type: 'string', default: '4391' },
    /** Port of the stand-in image CDN (the sandbox has no internet; Unsplash URLs are answered locally). */
    'image-port': { type: 'string', default: '4390' },
    dir: { type: 'string', default: 'dist' },
    base: { type: 'string', default: '/' },
    /** Comma-separated scenario names (calculator, generator, tutorials, trends, trend, search, votes, header). */
    pages: { type: 'string' },
    /** The language of the pages (a code of the language list): the same scenarios under its prefix, by its own words. */
    language: { type: 'string', default: 'en' },
    'budget-ms': { type: 'string', default: '100' },
    out: { type: 'string', default: 'bench-results/phone.json' },
  },
});

const runs = Number(values.runs);
const budgetMs = Number(values['budget-ms']);
const basePrefix = values.base.replace(/\/+$/, '');
const wanted = values.pages?.split(',').map((name) => name.trim());
const scenarios = (await phoneScenarios(values.language)).filter(
  (scenario) => !wanted || wanted.includes(scenario.name),
);

const { origin, server } = await serveBuild({ port: values.port, dir: values.dir, base: values.base });

const median = (numbers) => {
  const sorted = numbers.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};

// Pictures load as on a phone with a network: a stand-in CDN answers the Unsplash URLs (a failed
// picture would swap in the local SVG fallback, which the main thread draws, unlike a photo).
const images = await startStandInImages(Number(values['image-port']));
const browser = await chromium.launch({
  ...launchOptions(),
  args: [...(launchOptions().args ?? []), ...standInBrowserArgs(values['image-port'])],
});
const results = [];
const failures = [];
try {
  for (const scenario of scenarios) {
    const perRun = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      // Any other host cannot be reached from this machine: fail fast rather than wait.
      await context.route(/^https?:\/\/(?!127\.0\.0\.1|images\.unsplash\.com)/, (route) => route.abort());
      const page = await context.newPage();
      page.on('dialog', (dialog) => void dialog.accept());
      await page.addInitScript(eventTimingRecorder);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) });
      const marks = [];
      /**
       * One interaction: `prepare` scrolls, focuses and finds coordinates outside the measured
       * window (Playwright's own work would otherwise run on the page's main thread inside it) and
       * returns what to send; the window holds only the input and the page's answer to it.
       */
      const act = async (kind, prepare) => {
        try {
          const send = await prepare();
          const start = await page.evaluate(() => performance.now());
          await send();
          // Entries arrive after the next paint; a quiet moment lets the last ones land in this window.
          await page.waitForTimeout(700);
          marks.push({ kind, start, end: await page.evaluate(() => performance.now()) });
        } catch (error) {
          // A step that cannot be done is reported, and the other steps still run.
          failures.push(`${scenario.name}: ${kind}: ${error.message.split('\n')[0]}`);
        }
      };
      await page.goto(`${origin}${basePrefix}${scenario.path}`, { waitUntil: 'load' });
      await page.waitForFunction(eagerIslandsLive, undefined, { timeout: 60_000, polling: 100 });
      await scenario.run({ page, cdp, act });
      await page.waitForTimeout(500);
      const recorded = await page.evaluate(() => window.__phoneTiming);
      perRun.push(summarisePhoneRun(recorded, marks));
      await context.close();
    }
    const kinds = [...new Set(perRun.flatMap((run) => Object.keys(run.worstByKind)))];
    const worstByKind = Object.fromEntries(
      kinds.map((kind) => [kind, median(perRun.map((r) => r.worstByKind[kind] ?? 0))]),
    );
    const worstKind = kinds.reduce(
      (worst, kind) => (worst && worstByKind[worst] >= worstByKind[kind] ? worst : kind),
      null,
    );
    // The median run's worst event of each kind, split into waiting, handlers and painting.
    const splitByKind = Object.fromEntries(
      kinds.map((kind) => [
        kind,
        perRun.find((r) => (r.worstByKind[kind] ?? 0) === worstByKind[kind])?.worstEventByKind[kind] ?? null,
      ]),
    );
    results.push({
      name: scenario.name,
      path: scenario.path,
      islandsLiveMs: median(perRun.map((r) => r.islandsLiveMs)),
      worstMs: worstKind ? worstByKind[worstKind] : 0,
      worstKind,
      worstByKind,
      splitByKind,
      runs: perRun,
    });
    console.error(`measured ${scenario.path}`);
  }
} finally {
  await browser.close();
  server.kill();
  images.close();
}

mkdirSync(values.out.replace(/\/[^/]*$/, ''), { recursive: true });
writeFileSync(
  values.out,
  `${JSON.stringify({ date: new Date().toISOString(), dir: values.dir, cpuSlowdown: Number(values.cpu), network: PHONE_NETWORK, runs, budgetMs, pages: results }, null, 2)}\n`,
);

const f = (n) => (Number.isFinite(n) ? Math.round(n).toString() : '-');
console.log(
  `Phone: CPU ${values.cpu}x slower, ${PHONE_NETWORK.latency} ms latency, ${(PHONE_NETWORK.downloadThroughput * 8) / 1e6} Mbit/s down, 390 px with touch; ${values.dir}; medians of ${runs} runs. Event Timing durations (ms).\n`,
);
console.log('| page | islands live after (ms) | worst interaction (ms) | of kind | within budget |');
console.log('|---|---:|---:|---|---|');
for (const r of results) {
  console.log(
    `| ${r.name} (${r.path}) | ${f(r.islandsLiveMs)} | ${f(r.worstMs)} | ${r.worstKind ?? '-'} | ${r.worstMs <= budgetMs ? 'yes' : 'NO'} |`,
  );
}
console.log(
  '\nWorst event per interaction kind (ms; the event: waiting for the main thread + handlers + until painted; then the scripts of the long frames around it and their style and layout time):',
);
const split = (event) =>
  event
    ? ` (${event.name}: ${event.inputDelay} + ${event.processing} + ${event.presentationDelay}${event.heldBy?.length ? `; held by ${event.heldBy.join(', ')}` : ''})`
    : '';
for (const r of results) {
  console.log(
    `- ${r.name}: ${Object.entries(r.worstByKind)
      .map(([kind, ms]) => `${kind} ${f(ms)}${split(r.splitByKind[kind])}`)
      .join('; ')}`,
  );
}
const over = results.flatMap((r) =>
  Object.entries(r.worstByKind)
    .filter(([, ms]) => ms > budgetMs)
    .map(([kind, ms]) => `${r.name}: ${kind} ${f(ms)} ms`),
);
// The header's menu is a plain script with no framework: what a tap costs this machine's browser at this
// slowdown before any island code runs. A machine whose floor is near the budget cannot show an island
// within it, however little the island does; compare builds on one machine instead.
const floor = results.find((r) => r.name === 'header')?.worstByKind.menu;
if (Number.isFinite(floor))
  console.log(
    `\nFloor: a tap on the header's plain-script menu takes ${f(floor)} ms on this machine at ${values.cpu}x.`,
  );
if (failures.length) console.log(`\nSteps that failed (not measured):\n- ${failures.join('\n- ')}`);
console.log(
  over.length
    ? `\nOver the ${budgetMs} ms budget:\n- ${over.join('\n- ')}`
    : `\nEvery interaction within ${budgetMs} ms.`,
);
