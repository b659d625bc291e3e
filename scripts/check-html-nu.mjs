// Checks every built page with the W3C Nu HTML checker (vnu.jar from the vnu-jar package, run on Java 17
// or later), a second checker independent of html-validate. Fails on any error; warnings are not
// reported. All pages go through one JVM per 500 files, which keeps the check to a few seconds.
// Usage: node scripts/check-html-nu.mjs <build folder>...   (npm run test:html checks dist and dist-base)
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { missingToolFails } from '../tests/missingTools.ts';

const PAGES_PER_RUN = 500;
const folders = process.argv.slice(2);
if (folders.length === 0) {
  console.error('usage: node scripts/check-html-nu.mjs <build folder>...');
  process.exit(2);
}

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
const started = performance.now();

const pagesByFolder = folders.map((folder) => ({
  folder,
  pages: readdirSync(folder, { recursive: true })
    .filter((name) => name.endsWith('.html'))
    .sort()
    .map((name) => join(folder, name)),
}));
const pages = pagesByFolder.flatMap(({ pages }) => pages);
for (const { folder, pages } of pagesByFolder) {
  if (pages.length === 0) {
    console.error(`${folder}: no pages to check (build it first)`);
    process.exit(1);
  }
}

const JAVA_MISSING =
  'java not installed (the Nu HTML checker needs Java 17 or later; Debian: apt-get install default-jre-headless)';

/** The checker's messages for some pages, from its JSON report; throws when Java or the checker fails. */
function check(files) {
  const run = spawnSync(
    'java',
    ['-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', '--exit-zero-always', ...files],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (run.error?.code === 'ENOENT') throw new Error(JAVA_MISSING);
  if (run.status !== 0 || !run.stdout.trim().startsWith('{'))
    throw new Error(`the Nu HTML checker did not run (java exit ${run.status}):\n${run.stderr || run.stdout}`);
  return JSON.parse(run.stdout).messages;
}

let messages;
try {
  messages = [];
  for (let start = 0; start < pages.length; start += PAGES_PER_RUN)
    messages.push(...check(pages.slice(start, start + PAGES_PER_RUN)));
} catch (error) {
  // Without Java the check is skipped with a line on a developer's machine, and fails where CI is set.
  if (error.message === JAVA_MISSING && !missingToolFails()) {
    console.warn(`skipped: ${JAVA_MISSING}`);
    process.exit(0);
  }
  console.error(error.message === JAVA_MISSING ? `${JAVA_MISSING}: CI is set, so the check fails` : error.message);
  process.exit(1);
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
const counts = pagesByFolder.map(({ folder, pages }) => `${folder} ${pages.length}`).join(', ');
/**
 * The one exception: the checker's CSS engine (the W3C CSS validator's) predates rules browsers ship
 * and Tailwind 4 writes (@property, margin-trim, gradient custom properties), and it now sees them in
 * the critical CSS every page inlines. Before that CSS was inlined it never checked the stylesheet at
 * all, so its CSS messages are counted and printed apart, and only HTML errors fail the check.
 */
const isCssMessage = (message) => message.message?.startsWith('CSS: ');
/**
 * And one rule the checker has not caught up with: the HTML standard lets `blocking="render"` hold the
 * first paint on `<link rel="expect">` too (until the element it names is parsed), which the checker
 * still allows on stylesheets only. Only that message, on that element, is passed.
 */
const isExpectLinkMessage = (message) =>
  message.message?.includes('“blocking” attribute must have a “rel” attribute whose value is “stylesheet”') &&
  /<link rel="expect"[^>]*blocking="render"/.test(message.extract ?? '');
const cssMessages = messages.filter((message) => message.type !== 'info' && isCssMessage(message));
const errors = messages.filter(
  (message) => message.type !== 'info' && !isCssMessage(message) && !isExpectLinkMessage(message),
);
for (const { url = '', lastLine, firstColumn, message, subType } of errors) {
  const file = url.startsWith('file:') ? relative(process.cwd(), new URL(url).pathname) : url;
  console.error(`${file}:${lastLine ?? '?'}:${firstColumn ?? '?'}: ${subType === 'fatal' ? 'fatal ' : ''}${message}`);
}
console.log(
  `Nu HTML checker: ${errors.length} errors in ${pages.length} pages (${counts}), ${seconds} s; ` +
    `${cssMessages.length} messages about modern CSS in inline styles, not counted (see the script's notes)`,
);
if (errors.length > 0) process.exit(1);
