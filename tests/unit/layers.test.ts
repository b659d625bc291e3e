// The layers of src/ point one way: pages -> layouts -> components -> islands -> scripts -> stores ->
// i18n (the dictionaries) -> lib -> data. The build's own code sits beside them, in folders named for when it runs: render (called
// by pages, layouts and components as they render), pageRewrites (each rendered page, in workers) and
// integrations (the Astro config's), which may use pageRewrites and render, never the other way.
// src/lib is pure: no DOM, no node: modules, no astro:content, no stores or islands.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve('src');
const LAYERS = ['data', 'lib', 'i18n', 'stores', 'scripts', 'islands', 'components', 'layouts', 'pages'] as const;
/** The build's own code, by when it runs. */
const BUILD_FOLDERS = ['render', 'pageRewrites', 'integrations'] as const;
type Layer = (typeof LAYERS)[number] | (typeof BUILD_FOLDERS)[number] | 'content' | 'styles' | 'root';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|astro|mjs)$/.test(name) ? [path] : [];
  });
}

function layerOf(file: string): Layer {
  const top = relative(SRC, file).split(sep)[0] ?? '';
  if ((LAYERS as readonly string[]).includes(top)) return top as Layer;
  if ((BUILD_FOLDERS as readonly string[]).includes(top)) return top as Layer;
  if (top === 'content' || top === 'styles') return top;
  return 'root';
}

/** Code without its comments, so a comment that mentions `location.pathname` is not a DOM access. */
function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/**
 * The module specifiers a file imports statically (type-only imports included). A dynamic import()
 * is left out: loading an island on demand from a plain script (the toaster) is a runtime boundary,
 * not a dependency of the script's own layer.
 */
function importsOf(file: string): string[] {
  const code = withoutComments(readFileSync(file, 'utf8'));
  const specifiers = [
    ...code.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"()]*?from\s*['"]([^'"]+)['"]/g),
    ...code.matchAll(/(?:^|[\s;])import\s*['"]([^'"]+)['"]/g),
  ].map((match) => match[1]);
  return [...new Set(specifiers)];
}

function targetLayer(file: string, specifier: string): Layer | null {
  if (specifier.startsWith('.')) return layerOf(resolve(dirname(file), specifier));
  if (specifier.startsWith('@/')) return layerOf(join(SRC, specifier.slice(2)));
  return null; // a package
}

const rank = (layer: Layer) => (LAYERS as readonly string[]).indexOf(layer);

/** Whether a module in `from` may import one in `to`. */
function allowed(from: Layer, to: Layer): boolean {
  if (to === 'styles' || to === 'content') return true;
  const below = to === 'data' || to === 'lib' || to === 'i18n';
  if (from === 'render') return below || to === 'render';
  if (from === 'pageRewrites') return below || to === 'pageRewrites';
  if (from === 'integrations') return below || to === 'integrations' || to === 'pageRewrites' || to === 'render';
  // The Astro config's neighbours in src/ (content.config.ts) load content through render.
  if (from === 'root') return below || to === 'render';
  if (to === 'render') return from === 'pages' || from === 'layouts' || from === 'components';
  if (to === 'pageRewrites' || to === 'integrations') return false;
  return rank(to) <= rank(from);
}

const files = sourceFiles(SRC);

describe('src/ layers', () => {
  it('has files in every layer (the walk works)', () => {
    for (const layer of ['data', 'lib', 'stores', 'islands', 'components', 'pages', ...BUILD_FOLDERS] as const) {
      expect(
        files.some((file) => layerOf(file) === layer),
        layer,
      ).toBe(true);
    }
  });

  it('imports only downwards', () => {
    const violations = files.flatMap((file) =>
      importsOf(file).flatMap((specifier) => {
        const to = targetLayer(file, specifier);
        const from = layerOf(file);
        return to && !allowed(from, to) ? [`${relative(SRC, file)} (${from}) imports ${specifier} (${to})`] : [];
      }),
    );
    expect(violations).toEqual([]);
  });

  it('keeps src/lib pure: no astro:, node:, React or nanostores runtime imports, no DOM or global objects', () => {
    const violations = files
      .filter((file) => layerOf(file) === 'lib')
      .flatMap((file) => {
        const code = withoutComments(readFileSync(file, 'utf8'));
        const bad = importsOf(file).filter((specifier) =>
          /^(astro:|node:|react|react-dom|@nanostores\/react)/.test(specifier),
        );
        const valueImportsOfStores = [
          ...code.matchAll(/^import\s+(?!type\b)[^;]*from\s*['"]((?:nanostores|@nanostores\/persistent))['"]/gm),
        ].map((match) => match[1]);
        const dom = [
          ...code.matchAll(
            /\b(document|window|globalThis|self|localStorage|sessionStorage|navigator|location|history)\s*[.?[]/g,
          ),
        ].map((match) => `${match[1]}.`);
        return [...bad, ...valueImportsOfStores, ...new Set(dom)].map((what) => `${relative(SRC, file)}: ${what}`);
      });
    expect(violations).toEqual([]);
  });

  it('has no barrel index files in src/lib or src/data: an import names the module it means', () => {
    const barrels = files.filter(
      (file) => ['lib', 'data'].includes(layerOf(file)) && /[\\/]index\.(ts|tsx|mjs)$/.test(file),
    );
    expect(barrels.map((file) => relative(SRC, file))).toEqual([]);
  });
});
