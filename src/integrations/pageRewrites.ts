/**
 * Rewrites every page between Astro rendering it and writing it (src/pageRewrites/steps.ts), in
 * worker threads: Astro renders a few pages at once, each waits for its rewrite while the next ones
 * render. The build reads and writes each page once, as Astro alone would, and the rewriting runs on
 * another core than the rendering.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger, AstroPrerenderer, PrerenderResult } from 'astro';
import { pageRewritePool, type PageRewritePool } from '../pageRewrites/pool';
import type { PageRewriteSettings } from '../pageRewrites/steps';
import { pageAddress } from '../pageRewrites/pageRewriter';

/** What rewrites a page: the worker pool in a build, anything with the same shape in a test. */
export type PageRewriterPool = Pick<PageRewritePool, 'rewrite' | 'close'>;

/**
 * Astro's prerenderer, with each page's HTML rewritten by the pool `startPool` starts once Astro is set
 * up (the bundled CSS and JS are in the build folder by then). Redirects and endpoints pass unchanged.
 */
export function withPageRewrites(
  astro: AstroPrerenderer,
  base: string,
  startPool: () => PageRewriterPool,
  logger: Pick<AstroIntegrationLogger, 'info'>,
): AstroPrerenderer {
  let pool: PageRewriterPool | undefined;
  return {
    name: `${astro.name}, pages rewritten`,
    async setup() {
      await astro.setup?.();
      pool = startPool();
    },
    getStaticPaths: () => astro.getStaticPaths(),
    async render(request, options) {
      const result = await astro.render(request, options);
      const response = result instanceof Response ? result : result.response;
      const redirect = response.status >= 300 && response.status < 400;
      if (options.routeData.type !== 'page' || redirect || !response.body) return result;
      const page = pageAddress(new URL(request.url).pathname, base);
      const html = await pool!.rewrite(new Uint8Array(await response.arrayBuffer()), page);
      const rewritten = new Response(html, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
      return result instanceof Response ? rewritten : ({ ...result, response: rewritten } satisfies PrerenderResult);
    },
    ...(astro.collectStaticImages && { collectStaticImages: () => astro.collectStaticImages!() }),
    async teardown() {
      try {
        for (const line of (await pool?.close()) ?? []) logger.info(line);
      } finally {
        await astro.teardown?.();
      }
    },
  };
}

/** The integration: in `astro build` only (the dev server serves pages as rendered). */
export function rewritePagesAsRendered(settings: PageRewriteSettings): AstroIntegration {
  let dist = '';
  return {
    name: 'site:page-rewrites',
    hooks: {
      'astro:config:done': ({ config }) => {
        dist = fileURLToPath(config.outDir);
      },
      'astro:build:start': ({ setPrerenderer, logger }) => {
        setPrerenderer((astro) =>
          withPageRewrites(astro, settings.base, () => pageRewritePool(dist, settings), logger),
        );
      },
    },
  };
}
