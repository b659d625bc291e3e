import { chromium } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { launchOptions } from '../tests/e2e/browser.mjs';
const browser = await chromium.launch(launchOptions());
const page = await browser.newPage();
for (const f of readdirSync('/tmp/b-shots-before').sort()) {
  const a = readFileSync('/tmp/b-shots-before/' + f).toString('base64');
  const b = readFileSync('/tmp/b-shots-after/' + f).toString('base64');
  const r = await page.evaluate(async ([a, b]) => {
    const load = (s) => new Promise((res) => { const i = new Image(); i.onload = () => res(i); i.src = 'data:image/png;base64,' + s; });
    const [ia, ib] = await Promise.all([load(a), load(b)]);
    if (ia.width !== ib.width || ia.height !== ib.height) return `size ${ia.width}x${ia.height} vs ${ib.width}x${ib.height}`;
    const c = (i) => { const cv = new OffscreenCanvas(i.width, i.height); const x = cv.getContext('2d'); x.drawImage(i, 0, 0); return x.getImageData(0, 0, i.width, i.height).data; };
    const da = c(ia), db = c(ib); let n = 0, minY = 1e9, maxY = -1, minX = 1e9, maxX = -1;
    for (let p = 0; p < da.length; p += 4) if (da[p] !== db[p] || da[p+1] !== db[p+1] || da[p+2] !== db[p+2]) { n++; const k = p / 4, y = Math.floor(k / ia.width), x = k % ia.width; minY = Math.min(minY, y); maxY = Math.max(maxY, y); minX = Math.min(minX, x); maxX = Math.max(maxX, x); }
    return n ? `${n} px differ in x ${minX}-${maxX}, y ${minY}-${maxY}` : 'identical';
  }, [a, b]);
  console.log(f, r);
}
await browser.close();
