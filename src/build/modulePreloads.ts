/**
 * Which JavaScript modules a built page should ask for from its HTML. An island's code is found
 * only when its renderer runs and imports React, which imports React DOM: a chain of downloads, one
 * after the other. Naming the whole chain in the head lets the browser fetch it at once.
 */

/** `import … from "../lib/x.js"`, `import "../lib/x.js"` and `export … from "../lib/x.js"` in bundled code. */
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.m?js)["']/g;

/** `import("../lib/x.js")` and ``import(`./x.js`)`` in bundled code: a module loaded on first use. */
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`]+\.m?js)["'`]\s*\)/g;

const resolved = (specifier: string, fromUrl: string) =>
  specifier.startsWith('.') ? new URL(specifier, `https://site.invalid${fromUrl}`).pathname : specifier;

/** The URLs a bundled module imports statically, resolved against the module's own URL (root-relative). */
export function staticImportUrls(code: string, fromUrl: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map(([, specifier]) => resolved(specifier, fromUrl));
}

/** The URLs a bundled module imports on demand with a literal `import()`, resolved like static ones. */
export function dynamicImportUrls(code: string, fromUrl: string): string[] {
  return [...code.matchAll(DYNAMIC_IMPORT)].map(([, specifier]) => resolved(specifier, fromUrl));
}

/**
 * Every module the entries load before running, entries first; `readModule` gives a root-relative URL's
 * code. With `onDemand`, also every module they may import later (what a page needs to work offline).
 */
export function moduleClosure(
  entries: readonly string[],
  readModule: (url: string) => string,
  { onDemand = false }: { onDemand?: boolean } = {},
): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url) || !url.startsWith('/')) continue;
    seen.add(url);
    const code = readModule(url);
    queue.push(...staticImportUrls(code, url));
    if (onDemand) queue.push(...dynamicImportUrls(code, url));
  }
  return [...seen];
}

/** The component and renderer modules of the islands that hydrate as soon as the page loads. */
export function eagerIslandModules(html: string): string[] {
  const urls = new Set<string>();
  for (const [island] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    if (!/\bclient="load"/.test(island)) continue;
    for (const [, url] of island.matchAll(/\b(?:renderer-url|component-url)="([^"]+)"/g)) urls.add(url);
  }
  return [...urls];
}

/**
 * The page with a modulepreload link for each URL it does not already load by a script tag or a
 * preload, placed right after its Content-Security-Policy meta (which must come first to govern them)
 * or else at the top of the head.
 */
export function withModulePreloads(html: string, urls: readonly string[]): string {
  const present = new Set(
    [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"[^>]*>/g)]
      .filter(([tag]) => tag.startsWith('<script') || /rel="modulepreload"/.test(tag))
      .map(([, url]) => url),
  );
  const links = urls
    .filter((url) => !present.has(url))
    .map((url) => `<link rel="modulepreload" href="${url}">`)
    .join('');
  if (!links) return html;
  const csp = /<meta http-equiv="content-security-policy"[^>]*>/.exec(html);
  const anchor = csp ?? /<head[^>]*>/.exec(html);
  if (!anchor) return html;
  const at = anchor.index + anchor[0].length;
  return html.slice(0, at) + links + html.slice(at);
}
