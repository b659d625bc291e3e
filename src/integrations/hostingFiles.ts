/**
 * Host rules shipped inside the build output, written after each build for its base path:
 * `.htaccess` for Apache httpd (AllowOverride), `_headers` and `_redirects` for Netlify and Cloudflare
 * Pages (their text is src/integrations/hosting/hostRules.ts and src/integrations/hosting/redirectRules.ts), and a redirect page at each
 * short tutorial address for hosts that follow no rules. Each language's not-found page moves to where
 * hosts look for it, beside its folder as the default language's is (es/404/index.html -> es/404.html).
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rmdir, writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { LISTING_INDEX_FOLDER } from '../data/listings';
import { TUTORIAL_ALIASES } from '../data/tutorialAliases';
import { apacheHtaccess, netlifyHeaders } from './hosting/hostRules';
import { aliasRedirectPage, netlifyRedirects } from './hosting/redirectRules';
import { notFoundLanguages } from './hosting/notFoundRules';
import { withBase } from '../lib/sitePaths';

/**
 * The output's top-level folders ('/tutorials/') and files ('/robots.txt'), for the _headers rules. It
 * runs after every other writer but the service worker (own rule) and Pagefind's listing index, which
 * is written meanwhile (src/integrations/index.ts): that folder is named here.
 */
async function topLevelEntries(dir: URL): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const found = entries.map((entry) => `/${entry.name}${entry.isDirectory() ? '/' : ''}`);
  // Not the host files (.htaccess, _headers, _redirects), which no one requests; _astro has its own rule.
  return [...found, LISTING_INDEX_FOLDER].filter((path) => !/^\/[._]/.test(path));
}

/**
 * Writes .htaccess, _headers, _redirects and the short addresses' redirect pages into the build output
 * once Astro has built every page. `site` is the origin of the redirect pages' canonical URLs.
 */
export function hostingFiles(base: string, site: string): AstroIntegration {
  return {
    name: 'site:hosting-files',
    hooks: {
      'astro:build:done': async ({ dir, pages }) => {
        for (const language of notFoundLanguages()) {
          await rename(new URL(`${language}/404/index.html`, dir), new URL(`${language}/404.html`, dir));
          await rmdir(new URL(`${language}/404/`, dir));
        }
        await writeFile(new URL('.htaccess', dir), apacheHtaccess(base));
        await writeFile(new URL('_headers', dir), netlifyHeaders(base, await topLevelEntries(dir)));
        // Pages served from a folder's index.html (the not-found pages moved out of theirs above).
        const folderPages = pages
          .map((page) => `/${page.pathname}`.replace(/\/?$/, '/'))
          .filter((path) => existsSync(new URL(`.${path}index.html`, dir)));
        await writeFile(new URL('_redirects', dir), netlifyRedirects(base, folderPages));
        for (const [from, to] of Object.entries(TUTORIAL_ALIASES)) {
          const folder = new URL(`.${from}/`, dir);
          await mkdir(folder, { recursive: true });
          const target = withBase(to, base);
          await writeFile(
            new URL('index.html', folder),
            aliasRedirectPage(withBase(from, base), target, new URL(target, site).href),
          );
        }
      },
    },
  };
}
