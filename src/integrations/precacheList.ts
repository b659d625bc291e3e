/**
 * What a built page needs to work with no network: its stylesheets and every JavaScript module it
 * may run, including those it imports on first use (the hashtag generator's word lists, the toaster).
 */
import { dynamicImportUrls, moduleClosure, staticImportUrls, stylesheetLinks } from '../lib/pageLoads';

/** Root-relative URLs of the page's stylesheets and of the modules its scripts, islands and preloads start from. */
function pageEntries(html: string, pageUrl: string): { stylesheets: string[]; modules: string[] } {
  const stylesheets = stylesheetLinks(html).map(({ href }) => href);
  const modules = new Set<string>();
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = attrs.match(/\bsrc="([^"]+)"/)?.[1];
    if (src) modules.add(src);
    else if (/type="module"/.test(attrs)) {
      for (const url of [...staticImportUrls(body, pageUrl), ...dynamicImportUrls(body, pageUrl)]) modules.add(url);
    }
  }
  for (const [, url] of html.matchAll(/\b(?:component-url|renderer-url)="([^"]+)"/g)) modules.add(url);
  for (const [, url] of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) modules.add(url);
  return { stylesheets, modules: [...modules] };
}

/**
 * Every same-site file the page at `pageUrl` loads or may load: stylesheets, then modules. `readModule`
 * gives a root-relative module URL's code.
 */
export function offlinePageFiles(html: string, pageUrl: string, readModule: (url: string) => string): string[] {
  const { stylesheets, modules } = pageEntries(html, pageUrl);
  const local = (url: string) => url.startsWith('/') && !url.startsWith('//');
  return [...stylesheets.filter(local), ...moduleClosure(modules.filter(local), readModule, { onDemand: true })];
}
