/**
 * The changes every page gets after Astro renders it and before it is written (critical CSS, CSP
 * hashes, ...), as steps applied in order. They run in worker threads while Astro renders the next
 * pages (src/integrations/pageRewrites.ts), so a build of thousands of pages spends no extra pass
 * reading and writing them, and the rewriting runs on another core than the rendering.
 */

/** One change to every rendered page. */
export interface PageRewrite {
  /** Named in the build log with the time it took. */
  name: string;
  /** Called once with the build folder (where the bundled CSS and JS already are), before the first page. */
  start?(dist: string): void;
  /**
   * The page's new HTML (the same string when it has nothing to change). `page` is its address in the
   * site without the base path and without a trailing slash ('/', '/search', '/tutorials/x', '/404').
   */
  rewrite(html: string, page: string): string | Promise<string>;
  /** What it did, for the build log, once every page is done. */
  summary?(): string;
}

/** The page's address as `PageRewrite.rewrite` receives it, from the URL Astro renders it at. */
export function pageAddress(pathname: string, base: string): string {
  const inSite = pathname.startsWith(base) ? pathname.slice(base.length - 1) : pathname;
  return inSite.length > 1 ? inSite.replace(/\/+$/, '') || '/' : '/';
}

/** Applies steps to pages one at a time, keeping each step's time for the build log. */
export interface PageRewriter {
  rewrite(html: string, page: string): Promise<string>;
  /** One line per step (its time and summary), then one for the pages. */
  log(): string[];
}

export function pageRewriter(steps: readonly PageRewrite[], dist: string): PageRewriter {
  for (const step of steps) step.start?.(dist);
  const milliseconds = steps.map(() => 0);
  let pages = 0;
  let changed = 0;
  return {
    async rewrite(html, page) {
      let result = html;
      for (const [index, step] of steps.entries()) {
        const started = performance.now();
        result = await step.rewrite(result, page);
        milliseconds[index] += performance.now() - started;
      }
      pages++;
      if (result !== html) changed++;
      return result;
    },
    log: () => [
      ...steps.map((step, index) =>
        [`${step.name}: ${(milliseconds[index] / 1000).toFixed(1)} s`, step.summary?.()].filter(Boolean).join('; '),
      ),
      `${pages} pages, ${changed} changed`,
    ],
  };
}
