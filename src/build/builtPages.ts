/**
 * The HTML files of a finished build, and the one pass that rewrites them after Astro has written
 * them. Every page-rewriting step runs inside that pass, so a build of thousands of pages reads and
 * writes each file once, however many steps there are.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const PAGES_BETWEEN_YIELDS = 25;

/** Every HTML file under `dir`, without the bundle and search index folders. */
export function builtHtmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_astro' || name === 'pagefind' ? [] : builtHtmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** One change to every built page, applied in the pass of `rewriteBuiltPages`. */
export interface PageRewrite {
  /** Named in the build log with the time it took. */
  name: string;
  /** Called once with the build folder, before the first page. */
  start?(dist: string): void;
  /**
   * The page's new HTML (the same string when it has nothing to change). `page` is the file's path in
   * the build folder, with forward slashes ('tutorials/x/index.html').
   */
  rewrite(html: string, page: string): string | Promise<string>;
  /** What it did, for the build log, once every page is done. */
  summary?(): string;
}

/**
 * Applies `steps` in order to every built page: each file is read once, goes through every step and is
 * written once (not at all if no step changed it). One page at a time, so memory does not grow with
 * the number of pages. Returns one log line per step and one for the pass.
 */
export async function rewriteBuiltPages(dist: string, steps: readonly PageRewrite[]): Promise<string[]> {
  const started = performance.now();
  const seconds = steps.map(() => 0);
  for (const step of steps) step.start?.(dist);
  let pages = 0;
  let written = 0;
  for (const file of builtHtmlFiles(dist)) {
    // Now and then, let the event loop run: work started before the pass (an index Pagefind builds in
    // its own process) gets its answers handled while the pass goes on, not only after it.
    if (pages % PAGES_BETWEEN_YIELDS === 0) await new Promise((resolve) => setImmediate(resolve));
    const page = relative(dist, file).split(sep).join('/');
    const html = readFileSync(file, 'utf8');
    let result = html;
    for (const [index, step] of steps.entries()) {
      const stepStarted = performance.now();
      result = await step.rewrite(result, page);
      seconds[index] += performance.now() - stepStarted;
    }
    pages++;
    if (result !== html) {
      writeFileSync(file, result);
      written++;
    }
  }
  const total = (performance.now() - started) / 1000;
  return [
    ...steps.map((step, index) =>
      [`${step.name}: ${(seconds[index] / 1000).toFixed(1)} s`, step.summary?.()].filter(Boolean).join('; '),
    ),
    `${pages} pages read, ${written} rewritten, in ${total.toFixed(1)} s`,
  ];
}

/** The integration that runs `steps` over the built pages when the build is done. */
export function builtPageRewrites(steps: readonly PageRewrite[]): AstroIntegration {
  return {
    name: 'built-page-rewrites',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        for (const line of await rewriteBuiltPages(fileURLToPath(dir), steps)) logger.info(line);
      },
    },
  };
}
