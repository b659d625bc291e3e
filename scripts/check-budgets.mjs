// Fails when a built page loads more JavaScript than its route kind allows, when a content page loads
// React before interaction, or when a content page's HTML + CSS misses one round trip (14 KB gzip).
// Usage: node scripts/check-budgets.mjs [--dist dist] [--json]
import { parseArgs } from 'node:util';
import { BUDGETS, KB, routeKind } from './budgets.mjs';
import { listPages, pageHtmlAndCss, pageJavaScript } from './lib/pageAssets.mjs';

const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' }, json: { type: 'boolean', default: false } } });

const kb = (bytes) => (bytes / KB).toFixed(1);
const rows = [];
const failures = [];

for (const { route, html } of listPages(values.dist)) {
  const kind = routeKind(route);
  const budget = BUDGETS[kind];
  const js = pageJavaScript(values.dist, html);
  const { html: htmlGzip, css: cssGzip } = pageHtmlAndCss(values.dist, html);
  const row = { route, kind, jsGzip: js.gzip, react: js.loadsReact, htmlGzip, cssGzip };
  rows.push(row);
  if (js.gzip > budget.jsGzip) failures.push(`${route}: ${kb(js.gzip)} KB of JS (budget ${kb(budget.jsGzip)} KB)`);
  if (js.loadsReact && !budget.react) failures.push(`${route}: a ${kind} page loads React before interaction`);
  if (budget.htmlCssGzip && htmlGzip + cssGzip > budget.htmlCssGzip) {
    failures.push(`${route}: ${kb(htmlGzip + cssGzip)} KB of HTML + CSS (budget ${kb(budget.htmlCssGzip)} KB)`);
  }
}

if (values.json) console.log(JSON.stringify(rows, null, 2));
else {
  console.log('route'.padEnd(48), 'kind'.padEnd(12), 'JS KB'.padStart(7), 'React'.padStart(6), 'HTML KB'.padStart(8), 'CSS KB'.padStart(7));
  for (const r of rows) {
    console.log(r.route.padEnd(48), r.kind.padEnd(12), kb(r.jsGzip).padStart(7), (r.react ? 'yes' : 'no').padStart(6), kb(r.htmlGzip).padStart(8), kb(r.cssGzip).padStart(7));
  }
  console.log(`\n${rows.length} pages checked (gzip level 9).`);
}
if (failures.length) {
  console.error(`\nBudget failures:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('All pages within budget.');
