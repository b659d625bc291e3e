/**
 * The not-found page in the language of the address: every language but the default has its own
 * (dist/es/404.html), served for any missing path under its prefix ('/es/'), and the default
 * language's dist/404.html for the rest. The rules in each host's terms: the build's .htaccess and
 * _redirects (hostRules.ts, redirectRules.ts), the generated sections of deploy/nginx.conf and
 * deploy/Caddyfile (serverConfigs.ts), and the folder move that puts each page where hosts look.
 */
import { DEFAULT_LANGUAGE } from '../../data/languages.ts';
import { interfacePageLanguages } from '../../lib/languagePaths.ts';
import { withBase } from '../../lib/sitePaths.ts';

/** One language's not-found page: the prefix of its addresses and its page, both under `base`. */
export interface NotFoundPage {
  prefix: string;
  page: string;
}

/** The languages with a not-found page of their own (the 404 page is built in them), besides the default's. */
export function notFoundLanguages(): string[] {
  return interfacePageLanguages('/404').filter((language) => language !== DEFAULT_LANGUAGE);
}

/** Each language's not-found page under `base`, the prefixed languages first and the default last ('/'). */
export function notFoundPages(base = '/'): NotFoundPage[] {
  return [
    ...notFoundLanguages().map((language) => ({
      prefix: withBase(`/${language}/`, base),
      page: withBase(`/${language}/404.html`, base),
    })),
    { prefix: withBase('/', base), page: withBase('/404.html', base) },
  ];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** deploy/nginx.conf: the map (http level) from the address to its not-found page, for `error_page`. */
export function nginxNotFoundMap(base = '/'): string[] {
  const pages = notFoundPages(base);
  const fallback = pages.at(-1)!;
  return [
    'map $uri $not_found_page {',
    ...pages.slice(0, -1).map(({ prefix, page }) => `    ~^${escapeRegExp(prefix)} ${page};`),
    `    default ${fallback.page};`,
    '}',
  ];
}

/** deploy/Caddyfile: inside handle_errors, one rewrite per language (Caddy takes the most specific path). */
export function caddyNotFoundRewrites(base = '/'): string[] {
  return notFoundPages(base).map(({ prefix, page }) =>
    prefix === withBase('/', base) ? `rewrite * ${page}` : `rewrite ${prefix}* ${page}`,
  );
}

/** The build's .htaccess: the default page for every path, each language's for its own prefix. */
export function apacheNotFoundRules(base: string): string {
  const pages = notFoundPages(base);
  const fallback = pages.at(-1)!;
  return [
    `ErrorDocument 404 ${fallback.page}`,
    ...pages
      .slice(0, -1)
      .map(({ prefix, page }) => `<If "%{REQUEST_URI} =~ m#^${prefix}#">\n  ErrorDocument 404 ${page}\n</If>`),
  ].join('\n');
}

/** _redirects (Netlify): a missing path under a language's prefix gets its page with status 404. */
export function netlifyNotFoundRules(base: string): string[] {
  return notFoundPages(base)
    .slice(0, -1)
    .map(({ prefix, page }) => `${prefix}* ${page} 404`);
}
