// Scale benchmark for the build and the search index. In temporary copies of the project it generates
// N synthetic tutorials (realistic markdown, about 8 KB each), builds and indexes the full site, then
// builds the same entries as a bare Astro site (one collection, one [id].astro, no layout) and prints
// build time, index time, peak memory, index size on disk, the bytes one search downloads, and the
// full/bare time ratio. Nothing is written inside the repository.
// Then it times the authors' loop on both sites, in plain dev and in author mode (scripts/lib/authorLoop.mjs).
// Usage: node scripts/bench-scale.mjs [--sizes 1000,10000] [--query growth] [--rounds 2] [--keep]
//   [--author-loop yes|no|only] [--author-loop-modes author,plain] [--dev-port 4321]
//   [--shapes uniform|varied: synthetic bodies of a few shared shapes (default), or each of its own like real articles]
//   [--reuse <folder kept by --keep>: the author loop alone, on copies refreshed from the project]
//   [--cards N: only the share cards, N of them drawn (cold) then read from the cache (warm), in a temporary folder]
//   [--languages: only what the second language costs at each size (scripts/lib/benchLanguages.mjs)]
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CPU_SLOWDOWN, typedQueryTiming } from './lib/typedQueryTiming.mjs';
import { authorLoopStep, printAuthorLoop } from './lib/authorLoop.mjs';
import { PROJECT_BUILD_FILES } from './lib/projectFiles.mjs';
import { gzipBytes } from './lib/pageAssets.mjs';
import { writeTutorials } from './lib/syntheticTutorials.mjs';
import { linkNodeModules, measure, treeRssBytes } from './lib/benchProcess.mjs';
import { benchLanguages } from './lib/benchLanguages.mjs';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000' },
    query: { type: 'string', default: 'growth' },
    keep: { type: 'boolean', default: false },
    /** Each site is built and indexed this many times, alternating, and its fastest round counts. */
    rounds: { type: 'string', default: '2' },
    /** yes: after the builds; only: without building; no: skip. */
    'author-loop': { type: 'string', default: 'yes' },
    'dev-port': { type: 'string' },
    /** Which author-loop modes to run: "author" and/or "plain". */
    'author-loop-modes': { type: 'string', default: 'author,plain' },
    reuse: { type: 'string' },
    cards: { type: 'string' },
    /** uniform: the synthetic bodies share a few shapes; varied: each has its own, like real articles. */
    shapes: { type: 'string', default: 'uniform' },
    languages: { type: 'boolean', default: false },
  },
});
if (!['uniform', 'varied'].includes(values.shapes)) {
  console.error(`--shapes is uniform or varied, not "${values.shapes}"`);
  process.exit(2);
}

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const NODE = process.execPath;
const ASTRO = join(ROOT, 'node_modules/astro/bin/astro.mjs');
const PAGEFIND = join(ROOT, 'node_modules/pagefind/lib/runner/bin.cjs');
const PRECOMPRESS = join(ROOT, 'scripts/precompress.ts');
/** Issue targets: full build + index within 1.25x of the bare one, under 4 GB; one query's index download. */
const TARGET_RATIO = 1.25;
const TARGET_MEMORY_BYTES = 4 * 1024 ** 3;
const TARGET_QUERY_INDEX_BYTES = (size) => (size >= 10_000 ? 300_000 : 100_000);
/** Issue target: any /tutorials or /trends page at most 30 KB of gzipped HTML, at any collection size. */
const TARGET_LISTING_HTML_GZIP = 30_000;
/** What the project copy needs to build, and what its author loop reads (everything else stays behind). */
const PROJECT_FILES = [...PROJECT_BUILD_FILES, '.gitignore', 'scripts/write.mjs'];

// ---------------------------------------------------------------------------------------------
// Projects in a temporary folder.

async function fullSiteCopy(base) {
  const target = join(base, 'full');
  await mkdir(target);
  for (const file of PROJECT_FILES) {
    if (existsSync(join(ROOT, file))) await cp(join(ROOT, file), join(target, file), { recursive: true });
  }
  await linkNodeModules(target, ROOT);
  return target;
}

const BARE_CONFIG = `import { defineConfig } from 'astro/config';
export default defineConfig({ output: 'static', build: { format: 'directory' } });
`;

const BARE_COLLECTIONS = `import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
const tutorials = defineCollection({
  // The author-loop benchmark's "author mode" for the bare site: only the listed ids.
  loader: glob({ pattern: process.env.CONTENT_PREVIEW?.split(',').map((id) => id + '.md') ?? '**/*.md', base: './src/content/tutorials' }),
  schema: z.object({ title: z.string(), description: z.string(), category: z.string(), readTime: z.number(), date: z.coerce.date(), featured: z.boolean().default(false) }),
});
export const collections = { tutorials };
`;

const BARE_PAGE = `---
import { getCollection, render } from 'astro:content';
export async function getStaticPaths() {
  return (await getCollection('tutorials')).map((tutorial) => ({ params: { id: tutorial.id }, props: { tutorial } }));
}
const { tutorial } = Astro.props;
const { Content } = await render(tutorial);
---
<html lang="en"><head><meta charset="utf-8" /><title>{tutorial.data.title}</title></head>
<body><main data-pagefind-body><h1>{tutorial.data.title}</h1><p>{tutorial.data.description}</p><Content /></main></body></html>
`;

async function bareCopy(base) {
  const target = join(base, 'bare');
  await mkdir(join(target, 'src/pages/tutorials'), { recursive: true });
  await writeBareSite(target);
  await linkNodeModules(target, ROOT);
  return target;
}

async function writeBareSite(target) {
  await writeFile(join(target, 'package.json'), JSON.stringify({ name: 'bench-bare', private: true, type: 'module' }));
  await writeFile(join(target, 'astro.config.mjs'), BARE_CONFIG);
  await writeFile(join(target, 'src/content.config.ts'), BARE_COLLECTIONS);
  await writeFile(join(target, 'src/pages/tutorials', '[id].astro'), BARE_PAGE);
}

/** Copies kept by --keep, brought up to date with the project (the synthetic tutorials stay). */
async function reuseCopies(base) {
  const [full, bare] = [join(base, 'full'), join(base, 'bare')];
  for (const file of PROJECT_FILES) await cp(join(ROOT, file), join(full, file), { recursive: true });
  await writeBareSite(bare);
  const size = (await readdir(join(full, 'src/content/tutorials'))).filter((file) => file.startsWith('bench-')).length;
  return { full, bare, size };
}

/** The tutorial the author-loop step edits: a synthetic one from the middle of the collection. */
async function benchAuthorLoop({ full, bare, size }) {
  const rows = await authorLoopStep({
    full,
    bare,
    astro: ASTRO,
    node: NODE,
    port: Number(values['dev-port'] ?? (await freePort())),
    tutorialId: `bench-${String(Math.floor(size / 2)).padStart(5, '0')}`,
    treeRssBytes,
    modes: values['author-loop-modes']
      .split(',')
      .map((mode) => (mode.trim() === 'plain' ? 'plain dev' : 'author mode')),
  });
  printAuthorLoop(rows, size);
}

// ---------------------------------------------------------------------------------------------
async function folderBytes(folder, filter = () => true) {
  let total = 0;
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) total += await folderBytes(path, filter);
    else if (filter(entry.name)) total += (await stat(path)).size;
  }
  return total;
}

/** Astro's "[types] Generated" line times the content sync, where every markdown entry is rendered. */
function contentSyncSeconds(output) {
  // Astro prints "812ms", "3.12s", or past a minute "12m 5s".
  // eslint-disable-next-line no-control-regex -- Astro colours the figure with an ANSI escape (ESC[..m).
  const match = /\[types\] Generated (?:\x1b\[\d+m)?(?:(\d+)m\s*)?([\d.]+)(ms|s)/.exec(output);
  if (!match) return null;
  return Number(match[1] ?? 0) * 60 + Number(match[2]) / (match[3] === 'ms' ? 1000 : 1);
}

/**
 * Share cards within a build, from the line src/integrations/shareCardFiles.ts logs: how many the build wrote,
 * how many it drew and the drawing time (the first build of a copy draws all of them; later ones take
 * them from .cache/share-cards), and the time to link them into dist/.
 */
function shareCardCost(output) {
  const match = /share cards: (\d+) written in ([\d.]+) s(?: \([^)]*\))?; (\d+) drawn in ([\d.]+) s/.exec(output);
  if (!match) return { count: 0, drawn: 0, seconds: 0 };
  return { count: Number(match[1]), drawn: Number(match[3]), seconds: Number(match[2]) + Number(match[4]) };
}

/** The incremental build's record of the last build (experimental.incrementalBuild), in Astro's cache folder. */
const INCREMENTAL_RECORD = '.cache/astro/incremental-build.json';

const isIndexFile = (name) => /\.pf_(meta|index|filter|fragment)$/.test(name) || name === 'pagefind-entry.json';

// ---------------------------------------------------------------------------------------------
// The bytes one search downloads: open /search?q= in Chromium against the copy's dist/.

function freePort() {
  return new Promise((resolvePromise) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePromise(port));
    });
  });
}

async function queryDownload(dist, query) {
  const { chromium } = await import('@playwright/test');
  const { launchOptions } = await import(join(ROOT, 'tests/e2e/browser.mjs'));
  const port = await freePort();
  const server = spawn(NODE, [join(ROOT, 'scripts/serve.mjs'), '--port', String(port), '--dir', dist], {
    stdio: 'ignore',
  });
  const browser = await chromium.launch(launchOptions());
  try {
    await new Promise((r) => setTimeout(r, 500));
    const page = await browser.newPage();
    const files = new Map();
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith('/pagefind/')) return;
      const body = await response.body().catch(() => null);
      if (body) files.set(url.pathname, body);
    });
    await page.goto(`http://127.0.0.1:${port}/search?q=${encodeURIComponent(query)}`);
    await page.locator('[data-search-phase="ready"]').waitFor({ timeout: 120_000 });
    const results = await page.locator('main article').count();
    let index = 0;
    let engine = 0;
    for (const [path, body] of files) {
      const name = path.split('/').pop();
      if (isIndexFile(name)) index += body.length;
      // The engine's JavaScript is served compressed by any real host; .pagefind (WASM) files already are.
      else engine += name.endsWith('.js') ? gzipBytes(body) : body.length;
    }
    const typed = await typedQueryTiming(browser, `http://127.0.0.1:${port}`, query);
    return { index, engine, requests: files.size, results, typed };
  } finally {
    await browser.close();
    server.kill();
  }
}

// ---------------------------------------------------------------------------------------------
// The listings' weight: HTML (gzip) of /tutorials, its heaviest further page and /trends, the islands'
// props, and the cards in the page. None of these may grow with the collection.

/** Bytes of every island's props attribute in a page (the JSON Astro serialises for hydration). */
function islandPropsBytes(html) {
  let total = 0;
  for (const match of html.matchAll(/<astro-island\b[^>]*?\sprops="([^"]*)"/g)) {
    total += Buffer.byteLength(match[1].replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
  }
  return total;
}

async function listingFigures(dist) {
  const page = async (path) => {
    const html = await readFile(join(dist, path, 'index.html'), 'utf8');
    return {
      path,
      gzip: gzipBytes(Buffer.from(html)),
      props: islandPropsBytes(html),
      cards: (html.match(/<article\b/g) ?? []).length,
    };
  };
  const further = existsSync(join(dist, 'tutorials/page'))
    ? (await readdir(join(dist, 'tutorials/page'))).map((name) => `tutorials/page/${name}`)
    : [];
  const pages = await Promise.all(['tutorials', 'trends', ...further].map(page));
  const heaviestFurther = pages.slice(2).sort((a, b) => b.gzip - a.gzip)[0];
  return { tutorials: pages[0], trends: pages[1], heaviestFurther, pageCount: 1 + further.length };
}

const listingLine = ({ path, gzip, props, cards }) =>
  `/${path}: ${kb(gzip)} HTML gzip (target <= ${kb(TARGET_LISTING_HTML_GZIP)}: ${gzip <= TARGET_LISTING_HTML_GZIP ? 'ok' : 'OVER TARGET'}), island props ${kb(props)}, ${cards} cards`;

// ---------------------------------------------------------------------------------------------

const typedQueryLine = ({ typed }) =>
  `typed query to results, ${CPU_SLOWDOWN}x CPU slowdown (500 ms loading state included): first query ${typed.coldMs.toFixed(0)} ms, next query ${typed.warmMs.toFixed(0)} ms`;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const mb = (bytes) => (bytes === null ? 'n/a' : `${(bytes / 1024 ** 2).toFixed(0)} MiB`);
const s = (seconds) => `${seconds.toFixed(1)} s`;

async function benchSize(size) {
  const base = await mkdtemp(join(tmpdir(), `bench-scale-${size}-`));
  console.log(`\n== ${size.toLocaleString('en-US')} synthetic tutorials (in ${base})`);
  try {
    const full = await fullSiteCopy(base);
    const bare = await bareCopy(base);
    const markdownBytes = await writeTutorials(join(full, 'src/content/tutorials'), size, { shapes: values.shapes });
    await writeTutorials(join(bare, 'src/content/tutorials'), size, { shapes: values.shapes });
    // The same entries in both sites: the full site's own tutorials (and pictures beside them) come along with its copy.
    // (Files only: the bare site has no translations, which live in language folders.)
    for (const entry of await readdir(join(ROOT, 'src/content/tutorials'), { withFileTypes: true })) {
      if (!entry.isFile()) continue;
      await cp(join(ROOT, 'src/content/tutorials', entry.name), join(bare, 'src/content/tutorials', entry.name));
    }
    console.log(`markdown: ${kb(markdownBytes / size)} per tutorial on average, ${values.shapes} shapes`);
    if (values['author-loop'] === 'only') return await benchAuthorLoop({ full, bare, size });
    if (values.languages) {
      const rounds = Math.max(1, Number(values.rounds) || 1);
      const options = { full, base, root: ROOT, size, shapes: values.shapes, rounds, astro: ASTRO, pagefind: PAGEFIND };
      return await benchLanguages(options);
    }

    // The first build after writing thousands of files runs slower than later ones (the disk is still
    // flushing them), whichever site goes first: alternate the sites and keep each one's fastest round.
    const rounds = Math.max(1, Number(values.rounds) || 1);
    let fullBuild, fullIndex, bareBuild, bareIndex;
    const faster = (best, build, index) =>
      !best || build.seconds + index.seconds < best[0].seconds + best[1].seconds ? [build, index] : best;
    let fullBest, bareBest;
    /** The first full build's share cards: drawn, none being in the copy's cache yet. */
    let coldCards;
    for (let round = 0; round < rounds; round++) {
      await rm(join(full, 'dist'), { recursive: true, force: true });
      await rm(join(bare, 'dist'), { recursive: true, force: true });
      const fb = await measure('full astro build', [ASTRO, 'build'], full);
      coldCards ??= { ...shareCardCost(fb.output), buildSeconds: fb.seconds, peakBytes: fb.peakBytes };
      const fi = await measure('full pagefind', [PAGEFIND, '--site', 'dist'], full);
      fullBest = faster(fullBest, fb, fi);
      const bb = await measure('bare astro build', [ASTRO, 'build'], bare);
      const bi = await measure('bare pagefind', [PAGEFIND, '--site', 'dist'], bare);
      bareBest = faster(bareBest, bb, bi);
      console.log(`round ${round + 1}: full ${s(fb.seconds + fi.seconds)}, bare ${s(bb.seconds + bi.seconds)}`);
    }
    [fullBuild, fullIndex] = fullBest;
    [bareBuild, bareIndex] = bareBest;
    // A rebuild after a change to a layout, a component or the stylesheet renders every page again (and
    // refills the incremental build's cache): the same build without the cache's record of the last one.
    await rm(join(full, 'dist'), { recursive: true, force: true });
    await rm(join(full, INCREMENTAL_RECORD), { force: true });
    const everyPage = await measure('full astro build, every page rendered', [ASTRO, 'build'], full);
    const everyPageIndex = await measure('full pagefind, every page rendered', [PAGEFIND, '--site', 'dist'], full);
    // The last step of `npm run build`: brotli and gzip copies of every text file, first with an empty
    // cache (a first build), then again with the cache of the first (a rebuild with nothing changed).
    const outputBefore = await folderBytes(join(full, 'dist'));
    await rm(join(full, '.cache/precompressed'), { recursive: true, force: true });
    const compressCold = await measure('full precompress, cold', [PRECOMPRESS, 'dist'], full);
    const compressWarm = await measure('full precompress, cached', [PRECOMPRESS, 'dist'], full);
    const outputAfter = await folderBytes(join(full, 'dist'));
    const pages = /Indexed (\d+) pages/.exec(fullIndex.output)?.[1] ?? '?';
    // Each copy keeps its own dist/: the full site's, from its last round, is measured and queried here.
    const dist = join(full, 'dist');
    const indexBytes = await folderBytes(join(dist, 'pagefind'), isIndexFile);
    const bundleBytes = await folderBytes(join(dist, 'pagefind'));
    const download = await queryDownload(dist, values.query);
    const listings = await listingFigures(dist);

    const fullTotal = fullBuild.seconds + fullIndex.seconds;
    const bareTotal = bareBuild.seconds + bareIndex.seconds;
    const peak = Math.max(fullBuild.peakBytes ?? 0, fullIndex.peakBytes ?? 0) || null;
    const ratio = fullTotal / bareTotal;
    const rows = [
      ['full site: astro build', s(fullBuild.seconds), mb(fullBuild.peakBytes)],
      ['full site: pagefind index', s(fullIndex.seconds), mb(fullIndex.peakBytes)],
      ['bare site: astro build', s(bareBuild.seconds), mb(bareBuild.peakBytes)],
      ['bare site: pagefind index', s(bareIndex.seconds), mb(bareIndex.peakBytes)],
    ];
    for (const [label, time, memory] of rows) console.log(`${label.padEnd(28)} ${time.padStart(9)}   peak ${memory}`);
    const [fullSync, bareSync] = [contentSyncSeconds(fullBuild.output), contentSyncSeconds(bareBuild.output)];
    if (fullSync !== null && bareSync !== null) {
      console.log(`content sync (markdown rendering) within the builds: full ${s(fullSync)}, bare ${s(bareSync)}`);
    }
    const copied = (fullBuild.output.match(/ \((restored|cached)\)/g) ?? []).length;
    console.log(
      `incremental build: the warm rebuild copied ${copied} pages from the last build's output; ` +
        `with every page rendered (a layout or stylesheet change) the full build and index took ` +
        `${s(everyPage.seconds)} + ${s(everyPageIndex.seconds)} (peak ${mb(everyPage.peakBytes)}), ` +
        `${((everyPage.seconds + everyPageIndex.seconds) / bareTotal).toFixed(2)}x the bare build+index`,
    );
    console.log(
      `precompression (brotli and gzip copies, src/lib/precompression.ts): ${s(compressCold.seconds)} cold (peak ${mb(compressCold.peakBytes)}), ` +
        `${s(compressWarm.seconds)} from its cache; output ${mb(outputBefore)} -> ${mb(outputAfter)}; ` +
        compressCold.output.trim(),
    );
    // A first build: its astro build (every page rendered, share cards drawn) against its precompression.
    console.log(
      `first build: astro build ${s(coldCards.buildSeconds)}, precompression ${s(compressCold.seconds)} ` +
        `(${(compressCold.seconds / coldCards.buildSeconds).toFixed(2)}x the build)`,
    );
    // First screens within their budget, measured as `npm test` measures the site's (scripts/check-budgets.mjs
    // exits 1 on any over it): the listing's first pages and every hundredth, and every thousandth guide.
    // A page whose whole copy is past the budget is drawn cut and compared, seconds a page: all 834
    // listing pages of 10,000 tutorials took over an hour on two cores.
    const firstScreens = await measure(
      'first screens of a sample of pages',
      [
        join(ROOT, 'scripts/check-budgets.mjs'),
        '--dist',
        'dist',
        '--pages',
        '^/(tutorials(/page/(2|[0-9]*00))?|tutorials/bench-[0-9]*000)?$',
      ],
      full,
    ).then(
      (run) => ({ ...run, within: true }),
      (error) => ({ output: String(error.message), within: false }),
    );
    const sampled = firstScreens.output.split('\n').filter((line) => line.startsWith('/'));
    const worst = Math.max(
      ...sampled.map((line) => Math.max(Number(line.split(/\s+/)[6]), Number(line.split(/\s+/)[7]))),
    );
    console.log(
      `first screens: ${sampled.length} pages sampled, the largest needs ${worst} bytes as sent; ` +
        (firstScreens.within ? 'all within the budget' : `SOME OVER THE BUDGET:\n${firstScreens.output.slice(-2000)}`),
    );
    const warmCards = shareCardCost(fullBuild.output);
    const perCard = (cost) => (cost.count ? `${((cost.seconds / cost.count) * 1000).toFixed(2)} ms per card` : 'n/a');
    // Pages render several at a time, so cards are drawn several at a time: the summed drawing time is
    // more than the wall time they add. What they cost is the cold build's time over that of a rebuild
    // that renders every page too (the warm rebuild copies them: it would count their rendering as well).
    const coldExtra = coldCards.buildSeconds - everyPage.seconds;
    console.log(
      `share cards, cold (first build): ${coldCards.count} cards, ${coldCards.drawn} drawn; that build took ` +
        `${s(coldCards.buildSeconds)} (peak ${mb(coldCards.peakBytes)}), ${s(coldExtra)} more than a rebuild rendering every page ` +
        `(${coldCards.drawn ? ((coldExtra / coldCards.drawn) * 1000).toFixed(1) : 'n/a'} ms per card drawn); ` +
        `drawing time summed over cards drawn at once: ${s(coldCards.seconds)}`,
    );
    console.log(
      `share cards, warm (fastest build): ${warmCards.count} cards, ${warmCards.drawn} drawn, ${s(warmCards.seconds)} ` +
        `(${perCard(warmCards)}); the ratio and memory below are for this warm rebuild`,
    );
    const barePages = /Indexed (\d+) pages/.exec(bareIndex.output)?.[1] ?? '?';
    console.log(`pages indexed: full site ${pages}, bare site ${barePages}`);
    console.log(`index on disk: ${kb(indexBytes)} of index files, ${kb(bundleBytes)} with the Pagefind bundle`);
    console.log(
      `one query ("${values.query}", ${download.results} cards shown): ${kb(download.index)} of index, ` +
        `${kb(download.engine)} of engine (pagefind.js gzip + WASM), ${download.requests} requests`,
    );
    console.log(typedQueryLine(download));
    console.log(listingLine(listings.tutorials));
    if (listings.heaviestFurther)
      console.log(`${listingLine(listings.heaviestFurther)} (heaviest of ${listings.pageCount} pages)`);
    console.log(listingLine(listings.trends));
    const verdict = (ok) => (ok ? 'ok' : 'OVER TARGET');
    console.log(
      `full/bare build+index time: ${ratio.toFixed(2)}x (target <= ${TARGET_RATIO}x: ${verdict(ratio <= TARGET_RATIO)})`,
    );
    if (peak !== null) console.log(`peak memory: ${mb(peak)} (target < 4 GiB: ${verdict(peak < TARGET_MEMORY_BYTES)})`);
    console.log(
      `query index download: ${kb(download.index)} (target <= ${kb(TARGET_QUERY_INDEX_BYTES(size))}: ${verdict(download.index <= TARGET_QUERY_INDEX_BYTES(size))})`,
    );
    if (values['author-loop'] !== 'no') await benchAuthorLoop({ full, bare, size });
  } finally {
    if (values.keep) console.log(`kept ${base}`);
    else await rm(base, { recursive: true, force: true });
  }
}

/**
 * The share cards alone, with the build's own code (src/render/shareCardImage.ts): N cards with titles
 * like the synthetic tutorials', drawn into an empty cache, then asked for again. Cheaper than a full
 * build at 10,000 and isolates the cards' share of it.
 */
async function benchCards(count) {
  const folder = await mkdtemp(join(tmpdir(), 'bench-cards-'));
  process.chdir(folder); // the card cache lives under the working directory
  try {
    await symlink(join(ROOT, 'node_modules'), join(folder, 'node_modules'), 'dir');
    const { shareCard } = await import('../src/render/shareCardImage.ts');
    const card = (index) => ({
      title: `Lessons from creator ${index}: how a small account grew by posting on a schedule (part ${index + 1})`,
      label: 'Tutorial · Growth Strategy',
      siteName: 'CreatorGrowth Hub',
    });
    let peak = 0;
    const pass = async () => {
      const started = performance.now();
      let bytes = 0;
      for (let index = 0; index < count; index++) {
        bytes += (await shareCard(card(index))).length;
        if (index % 100 === 0) peak = Math.max(peak, process.memoryUsage().rss);
      }
      return { seconds: (performance.now() - started) / 1000, bytes };
    };
    const cold = await pass();
    const warm = await pass();
    const line = (name, run) =>
      `share cards, ${name}: ${count} cards in ${run.seconds.toFixed(2)} s (${((run.seconds / count) * 1000).toFixed(2)} ms per card)`;
    console.log(`${line('cold (drawn)', cold)}, ${kb(cold.bytes / count)} per card`);
    console.log(line('warm (from the cache)', warm));
    console.log(`peak memory of the card process: ${mb(peak)}`);
  } finally {
    process.chdir(ROOT);
    await rm(folder, { recursive: true, force: true });
  }
}

if (values.cards) {
  await benchCards(Number(values.cards));
  process.exit(0);
}

if (values.reuse) {
  const copies = await reuseCopies(resolve(values.reuse));
  console.log(`author loop only, in ${values.reuse}`);
  await benchAuthorLoop(copies);
  process.exit(0);
}
const sizes = values.sizes
  .split(',')
  .map((size) => Number(size.trim()))
  .filter((size) => Number.isInteger(size) && size > 0);
if (!sizes.length) throw new Error('--sizes needs positive whole numbers, such as 1000,10000');
const packageJson = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8'));
console.log(`${packageJson.name}: scale benchmark, Node ${process.version}, sizes ${sizes.join(', ')}`);
if (existsSync(join(ROOT, 'dist/pagefind'))) {
  const download = await queryDownload(join(ROOT, 'dist'), values.query);
  console.log(
    `real site (current dist/), one query ("${values.query}"): ${kb(download.index)} of index, ${kb(download.engine)} of engine ` +
      `(target <= ${kb(TARGET_QUERY_INDEX_BYTES(0))} of index: ${download.index <= TARGET_QUERY_INDEX_BYTES(0) ? 'ok' : 'OVER TARGET'})`,
  );
  console.log(`real site: ${typedQueryLine(download)}`);
}
for (const size of sizes) await benchSize(size);
