// Astro's prerenderer with every page rewritten between rendering and writing: pages get the pool's
// HTML (with their address), redirects and endpoints pass untouched, status, headers and incremental
// metadata are kept, and the pool starts after Astro's setup and is closed at its teardown.
import type { AstroPrerenderer, PrerenderResult } from 'astro';
import { describe, expect, it } from 'vitest';
import { withPageRewrites, type PageRewriterPool } from '@/integrations/pageRewrites';

type RouteData = Parameters<AstroPrerenderer['render']>[1]['routeData'];
const route = (type: string) => ({ type }) as unknown as RouteData;

function astroRendering(responses: Record<string, () => Response | PrerenderResult>) {
  const calls: string[] = [];
  const astro: AstroPrerenderer = {
    name: 'astro:default',
    setup: async () => void calls.push('astro setup'),
    getStaticPaths: async () => [],
    render: async (request) => responses[new URL(request.url).pathname](),
    teardown: async () => void calls.push('astro teardown'),
  };
  return { astro, calls };
}

const text = new TextDecoder();
const bytes = new TextEncoder();

function recordingPool(calls: string[]): PageRewriterPool & { pages: string[] } {
  const pages: string[] = [];
  return {
    pages,
    rewrite: async (html, page) => {
      pages.push(page);
      return bytes.encode(text.decode(html).replace('<body>', '<body class="rewritten">'));
    },
    close: async () => (calls.push('pool closed'), ['critical CSS inlined: 0.1 s', '2 pages, 2 changed']),
  };
}

const html = (status = 200) =>
  new Response('<html><body>page</body></html>', { status, headers: { 'content-type': 'text/html', 'x-kept': 'yes' } });
const render = (prerenderer: AstroPrerenderer, path: string, type = 'page') =>
  prerenderer.render(new Request(`http://localhost${path}`), { routeData: route(type) });
const responseOf = (result: Response | PrerenderResult) => (result instanceof Response ? result : result.response);

describe('withPageRewrites', () => {
  it('rewrites pages with their address under the base, keeping status and headers', async () => {
    const { astro, calls } = astroRendering({ '/hub/search/': () => html(), '/hub/404/': () => html(404) });
    const pool = recordingPool(calls);
    const logged: string[] = [];
    const prerenderer = withPageRewrites(astro, '/hub/', () => (calls.push('pool started'), pool), {
      info: (line) => logged.push(line),
    });
    await prerenderer.setup!();

    const search = responseOf(await render(prerenderer, '/hub/search/'));
    expect(await search.text()).toBe('<html><body class="rewritten">page</body></html>');
    expect(search.status).toBe(200);
    expect(search.headers.get('x-kept')).toBe('yes');
    const missing = responseOf(await render(prerenderer, '/hub/404/'));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('class="rewritten"');
    expect(pool.pages).toEqual(['/search', '/404']);

    await prerenderer.teardown!();
    expect(calls).toEqual(['astro setup', 'pool started', 'pool closed', 'astro teardown']);
    expect(logged).toEqual(['critical CSS inlined: 0.1 s', '2 pages, 2 changed']);
  });

  it('passes redirects and endpoints through untouched', async () => {
    const redirect = new Response(null, { status: 301, headers: { location: '/tutorials/x/' } });
    const feed = new Response('<rss></rss>', { headers: { 'content-type': 'application/xml' } });
    const { astro, calls } = astroRendering({ '/old/': () => redirect, '/rss.xml': () => feed });
    const pool = recordingPool(calls);
    const prerenderer = withPageRewrites(astro, '/', () => pool, { info: () => {} });
    await prerenderer.setup!();
    expect(await render(prerenderer, '/old/')).toBe(redirect);
    expect(await render(prerenderer, '/rss.xml', 'endpoint')).toBe(feed);
    expect(pool.pages).toEqual([]);
  });

  it('keeps the incremental metadata Astro returned with the page', async () => {
    const metadata = { contentEntryKeys: ['tutorials:a'] } as unknown as PrerenderResult['metadata'];
    const { astro, calls } = astroRendering({ '/a/': () => ({ response: html(), metadata }) });
    const prerenderer = withPageRewrites(astro, '/', () => recordingPool(calls), { info: () => {} });
    await prerenderer.setup!();
    const result = (await render(prerenderer, '/a/')) as PrerenderResult;
    expect(result.metadata).toBe(metadata);
    expect(await result.response.text()).toContain('class="rewritten"');
  });

  it("runs Astro's teardown even when closing the pool fails", async () => {
    const { astro, calls } = astroRendering({});
    const failing: PageRewriterPool = {
      rewrite: async (page) => page,
      close: () => Promise.reject(new Error('worker stopped')),
    };
    const prerenderer = withPageRewrites(astro, '/', () => failing, { info: () => {} });
    await prerenderer.setup!();
    await expect(prerenderer.teardown!()).rejects.toThrow('worker stopped');
    expect(calls).toContain('astro teardown');
  });
});
