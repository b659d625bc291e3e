/**
 * What a built page loads, read from its HTML and the bundled code: its stylesheet links and the graph
 * of JavaScript modules its scripts import. The page rewrites (module preloads, critical CSS), the
 * offline precache list and the budget scripts read pages through these.
 */

/** A stylesheet link element, whole. */
const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;

/** The page's stylesheet link elements in order, each with its URL (`href`). */
export function stylesheetLinks(html: string): { tag: string; href: string }[] {
  return [...html.matchAll(STYLESHEET_LINK)].flatMap(([tag]) => {
    const href = tag.match(/\bhref="([^"]+)"/)?.[1];
    return href === undefined ? [] : [{ tag, href }];
  });
}

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
