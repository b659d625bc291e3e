import { pageJavaScript } from '/work/wt18b/scripts/lib/pageAssets.mjs';
import { readFileSync } from 'node:fs';
const [dist, page] = process.argv.slice(2);
const r = pageJavaScript(dist, readFileSync(`${dist}/${page}`, 'utf8'));
for (const f of r.files) console.log(f.gzip, f.url);
console.log(r.gzip, 'total');
