/** robots.txt, built from the site URL and base path so the sitemap address never drifts from the config. */
import type { APIRoute } from 'astro';
import { withBase } from '@/lib/sitePaths';

export const GET: APIRoute = ({ site }) =>
  new Response(
    `User-agent: *\nAllow: ${withBase('/')}\n\nSitemap: ${new URL(withBase('/sitemap-index.xml'), site).href}\n`,
    {
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    },
  );
