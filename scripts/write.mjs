// Author preview: `npm run write -- <tutorial-or-trend-id or glob> [...] [astro dev options]` starts the
// dev server with only the selected entries (plus what the site's pages need), so saving an edit shows
// it in about a second even with thousands of tutorials. Plain `npm run dev` still loads everything.
// The dev server keeps its content store in .astro/data-store.json; the preview's small store is kept
// apart (swapped in while it runs), so neither mode starts from the other's store.
import { spawn } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_PREVIEW_ENV, parsePreviewSelection } from '../src/lib/contentPreview.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ASTRO = join(ROOT, 'node_modules/astro/bin/astro.mjs');
const STORE = join(ROOT, '.astro/data-store.json');
const FULL_STORE = join(ROOT, '.astro/data-store.full.json');
const PREVIEW_STORE = join(ROOT, '.astro/data-store.preview.json');

// Everything up to the first option is the selection; the rest goes to astro dev (--port, --host...).
const args = process.argv.slice(2);
const firstOption = args.findIndex((arg) => arg.startsWith('-'));
const selectionArgs = firstOption === -1 ? args : args.slice(0, firstOption);
const astroArgs = firstOption === -1 ? [] : args.slice(firstOption);
const selection = parsePreviewSelection(selectionArgs.join(','));
if (!selection) {
  console.error(
    'Usage: npm run write -- <tutorial-or-trend-id or glob> [...] [astro dev options]\n  e.g. npm run write -- tiktok-safety-guide',
  );
  process.exit(1);
}

console.log(
  `\n  Partial preview of ${selection.join(', ')}: the dev server loads only the matching tutorials and trends,`,
);
console.log("  plus the tutorials the site's pages link to. Listings and related lists show only what is loaded,");
console.log(
  '  and search is not available in dev. For the whole site: npm run dev. Builds always include everything.\n',
);

// Swap the stores: the full dev store goes aside, the previous preview's store comes in.
const move = (from, to) => existsSync(from) && renameSync(from, to);
if (existsSync(FULL_STORE))
  rmSync(STORE, { force: true }); // left by a preview that did not exit cleanly
else move(STORE, FULL_STORE);
move(PREVIEW_STORE, STORE);
let restored = false;
const restore = () => {
  if (restored) return;
  restored = true;
  move(STORE, PREVIEW_STORE);
  move(FULL_STORE, STORE);
};

const child = spawn(process.execPath, [ASTRO, 'dev', ...astroArgs], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, [CONTENT_PREVIEW_ENV]: selection.join(',') },
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  restore();
  process.exit(code ?? (signal ? 1 : 0));
});
