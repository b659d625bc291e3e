// Fails when a built page loads more JavaScript than its route kind allows, when a content page loads
// React before interaction, when a content page's HTML misses one round trip (14 KB gzip), or when the
// shared stylesheet outgrows its budget. Prints the first-visit HTML + CSS figure beside each page.
// Usage: node scripts/check-budgets.mjs [--dist dist] [--json]
import { parseArgs } from 'node:util';
import { BUDGETS, FIRST_VISIT_HTML_CSS_GOAL, KB, SHARED_CSS_GZIP_BUDGET, routeKind } from './budgets.ts';
import { listPages, pageHtmlAndCss, pageJavaScript } from './lib/pageAssets.mjs';

const { values } = parseArgs({
  options: { dist: { type: 'string', default: 'dist' }, json: { type: 'boolean', default: false } },
});

const kb = (bytes) => (bytes / KB).toFixed(1);
const rows = [];
const failures = [];

for (const { route, html } of listPages(values.dist)) {
  const kind = routeKind(route);
  const budget = BUDGETS[kind];
  const js = pageJavaScript(values.dist, html);
  const { html: htmlGzip, css: cssGzip } = pageHtmlAndCss(values.dist, html);
  rows.push({ route, kind, jsGzip: js.gzip, react: js.loadsReact, htmlGzip, cssGzip });
  if (js.gzip > budget.jsGzip) failures.push(`${route}: ${kb(js.gzip)} KB of JS (budget ${kb(budget.jsGzip)} KB)`);
  if (js.loadsReact && !budget.react) failures.push(`${route}: a ${kind} page loads React before interaction`);
  if (budget.htmlGzip && htmlGzip > budget.htmlGzip)
    failures.push(`${route}: ${kb(htmlGzip)} KB of HTML (budget ${kb(budget.htmlGzip)} KB)`);
  if (cssGzip > SHARED_CSS_GZIP_BUDGET)
    failures.push(`${route}: ${kb(cssGzip)} KB of CSS (budget ${kb(SHARED_CSS_GZIP_BUDGET)} KB)`);
}

if (values.json) console.log(JSON.stringify(rows, null, 2));
else {
  console.log(
    'route'.padEnd(46),
    'kind'.padEnd(12),
    'JS KB'.padStart(6),
    'React'.padStart(6),
    'HTML KB'.padStart(8),
    'CSS KB'.padStart(7),
    'HTML+CSS'.padStart(9),
  );
  for (const r of rows) {
    const firstVisit = r.htmlGzip + r.cssGzip;
    const mark = r.kind === 'content' && firstVisit > FIRST_VISIT_HTML_CSS_GOAL ? ' *' : '';
    console.log(
      r.route.padEnd(46),
      r.kind.padEnd(12),
      kb(r.jsGzip).padStart(6),
      (r.react ? 'yes' : 'no').padStart(6),
      kb(r.htmlGzip).padStart(8),
      kb(r.cssGzip).padStart(7),
      `${kb(firstVisit)}${mark}`.padStart(9),
    );
  }
  console.log(
    `\n${rows.length} pages checked (gzip level 9). * = content page over the ${kb(FIRST_VISIT_HTML_CSS_GOAL)} KB first-visit HTML + CSS goal.`,
  );
}
if (failures.length) {
  console.error(`\nBudget failures:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('All pages within budget.');
