/**
 * Host rules shipped inside the build output, written after each build for its base path:
 * `.htaccess` for Apache httpd (AllowOverride) and `_headers` for Netlify and Cloudflare Pages
 * (their text is src/lib/hostRules.ts).
 */
import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { apacheHtaccess, netlifyHeaders } from '../lib/hostRules';

/** Writes .htaccess and _headers into the build output once Astro has built every page. */
export function hostingFiles(base: string): AstroIntegration {
  return {
    name: 'hosting-files',
    hooks: {
      'astro:build:done': async ({ dir, pages }) => {
        const pagePaths = pages.map((page) => `/${page.pathname}`);
        await writeFile(new URL('.htaccess', dir), apacheHtaccess(base));
        await writeFile(new URL('_headers', dir), netlifyHeaders(base, pagePaths));
      },
    },
  };
}
