// Fails when a built page loads more JavaScript than its route kind allows, when a content page loads
// React before interaction, when any page has a stylesheet or script that blocks its first paint, when
// a page that must paint from the first round trip has more than 14,000 bytes of HTML as the shipped
// server configs send it (each compressed copy the build stores: brotli to browsers, gzip to clients or
// servers without brotli; gzip at level 9 for a build without copies), or when
// the shared stylesheet outgrows its budget. Prints each page's first flight (HTML + anything blocking).
// Usage: node scripts/check-budgets.mjs [--dist dist] [--json]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  BUDGETS,
  FIRST_FLIGHT_BYTES,
  KB,
  SHARED_CSS_GZIP_BUDGET,
  paintsFromFirstFlight,
  routeKind,
} from './budgets.ts';
import { firstFlightAsSent, listPages, pageHtmlAndCss, pageJavaScript } from './lib/pageAssets.mjs';

const { values } = parseArgs({
  options: { dist: { type: 'string', default: 'dist' }, json: { type: 'boolean', default: false } },
});

const kb = (bytes) => (bytes / KB).toFixed(1);
const rows = [];
const failures = [];

/** The size of the copy of `file` compressed at build (scripts/precompress.ts), or null if there is none. */
const shipped = (file, extension) => (existsSync(`${file}${extension}`) ? statSync(`${file}${extension}`).size : null);

for (const { route, file, html } of listPages(values.dist)) {
  const kind = routeKind(route);
  const budget = BUDGETS[kind];
  const js = pageJavaScript(values.dist, html);
  const { css: cssGzip } = pageHtmlAndCss(values.dist, html);
  const flight = firstFlightAsSent(values.dist, file, html);
  const firstFlightRule = paintsFromFirstFlight(route);
  const storedGzip = flight.stored;
  rows.push({
    route,
    kind,
    jsGzip: js.gzip,
    react: js.loadsReact,
    htmlGzip: flight.html,
    cssGzip,
    renderBlocking: flight.blocking.map((resource) => resource.url),
    // As a gzip-only server sends it: the stored copy, with anything that blocks the first paint.
    firstFlightBytes: flight.bytes,
    firstFlightRule,
    // What a host with the build's compressed copies sends: brotli to browsers, gzip to other clients.
    htmlBrotli: shipped(file, '.br'),
    htmlShippedGzip: storedGzip,
  });
  if (js.gzip > budget.jsGzip) failures.push(`${route}: ${kb(js.gzip)} KB of JS (budget ${kb(budget.jsGzip)} KB)`);
  if (js.loadsReact && !budget.react) failures.push(`${route}: a ${kind} page loads React before interaction`);
  for (const resource of flight.blocking) failures.push(`${route}: ${resource.url} blocks the first paint`);
  // Without the build's stored copies (a build not precompressed), gzip at level 9 stands in for them.
  if (firstFlightRule && rows.at(-1).htmlShippedGzip === null && flight.html > FIRST_FLIGHT_BYTES)
    failures.push(`${route}: ${flight.html} bytes of HTML (gzip), over the ${FIRST_FLIGHT_BYTES}-byte first flight`);
  for (const [encoding, bytes] of [
    ['brotli', rows.at(-1).htmlBrotli],
    ['gzip', rows.at(-1).htmlShippedGzip],
  ])
    if (firstFlightRule && bytes !== null && bytes > FIRST_FLIGHT_BYTES)
      failures.push(
        `${route}: its ${encoding} copy is ${bytes} bytes, over the ${FIRST_FLIGHT_BYTES}-byte first flight`,
      );
  if (cssGzip > SHARED_CSS_GZIP_BUDGET)
    failures.push(`${route}: ${kb(cssGzip)} KB of CSS (budget ${kb(SHARED_CSS_GZIP_BUDGET)} KB)`);
}

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

if (values.json) console.log(JSON.stringify(rows, null, 2));
else {
  console.log(
    'route'.padEnd(46),
    'kind'.padEnd(12),
    'JS KB'.padStart(6),
    'React'.padStart(6),
    'CSS KB'.padStart(7),
    'HTML B'.padStart(7),
    'first flight B'.padStart(15),
    'shipped br B'.padStart(13),
    'gz B'.padStart(6),
  );
  for (const r of rows) {
    console.log(
      r.route.padEnd(46),
      r.kind.padEnd(12),
      kb(r.jsGzip).padStart(6),
      (r.react ? 'yes' : 'no').padStart(6),
      kb(r.cssGzip).padStart(7),
      String(r.htmlGzip).padStart(7),
      `${r.firstFlightBytes}${r.firstFlightRule ? ' *' : '  '}`.padStart(15),
      String(r.htmlBrotli ?? '-').padStart(13),
      String(r.htmlShippedGzip ?? '-').padStart(6),
    );
  }
  console.log(
    `\n${rows.length} pages checked. HTML B: gzip at level 9. First flight: the HTML as a gzip-only server sends it (the stored copy) plus every resource that blocks the first paint; * = must fit ${FIRST_FLIGHT_BYTES} bytes. CSS: the full stylesheet, loaded without blocking and cached. Shipped: the page's copies compressed at build (brotli, gzip) that hosts send (- without one).`,
  );
}
if (failures.length) {
  console.error(`\nBudget failures:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('All pages within budget.');
