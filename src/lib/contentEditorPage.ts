/**
 * The content editor's page and its content security policy. The page is a shell: Sveltia CMS, a
 * classic script beside it, draws the whole editor and reads config.json beside it.
 */
import { CONTENT_EDITOR_TITLE } from '../data/contentEditor';
import { SITE } from '../data/site';

/** The editor's bundle, beside its page. */
export const EDITOR_SCRIPT = 'sveltia-cms.js';
/** The script that writes a translation's record when it is saved, beside the page (after the editor). */
export const EDITOR_TRANSLATION_SCRIPT = 'translation-records.js';
/** The editor's configuration, beside its page. */
export const EDITOR_CONFIG = 'config.json';

/**
 * What the editor may load, as strict as Sveltia CMS allows:
 * - scripts only from the site (its bundle; no inline script, no eval);
 * - inline styles: the editor's components insert <style> elements and set style attributes as they draw;
 * - pictures from the site, from blob:/data: (previews of files read from the folder or the repository
 *   before they are saved) and from any https host (a cover may be any https picture);
 * - connections to the site (config.json, the fonts, the version file), to blob:/data: (the editor reads
 *   its own pictures and files that way) and, for editing the GitHub
 *   repository, GitHub's API and its status page; the folder itself is read through the browser, not
 *   the network;
 * - nothing else: no frames, plugins, workers or form posts to other hosts.
 * The host's own headers add frame-ancestors, which a <meta> policy cannot set.
 */
const CONTENT_EDITOR_POLICY: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'blob:', 'data:', 'https:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'", 'blob:', 'data:', 'https://api.github.com', 'https://www.githubstatus.com'],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

export function contentEditorPolicy(): string {
  return Object.entries(CONTENT_EDITOR_POLICY)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

/** The editor's page, for a site served from `base`. Every address is relative, so it works under any base. */
export function contentEditorPage(base: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta http-equiv="Content-Security-Policy" content="${contentEditorPolicy()}">`,
    // An editor is no page to find: kept out of search engines (and of the sitemap and site search).
    '<meta name="robots" content="noindex, nofollow">',
    '<meta name="referrer" content="same-origin">',
    `<title>${CONTENT_EDITOR_TITLE} · ${SITE.name}</title>`,
    `<link rel="icon" href="${base}favicon.svg" type="image/svg+xml">`,
    `<link rel="cms-config-url" href="${EDITOR_CONFIG}" type="application/json">`,
    '</head>',
    '<body>',
    `<script src="${EDITOR_SCRIPT}"></script>`,
    `<script src="${EDITOR_TRANSLATION_SCRIPT}"></script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
