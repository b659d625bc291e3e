// Every island a page hydrates goes through the error boundary, so a throw shows the generic error
// screen in its place instead of blanking it (the browser tests make islands throw).
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

function astroFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? astroFiles(join(dir, entry.name))
      : entry.name.endsWith('.astro')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** Island modules that some .astro file renders with a client: directive. */
function hydratedIslands(): string[] {
  const islands = new Set<string>();
  for (const file of astroFiles('src')) {
    const source = readFileSync(file, 'utf8');
    for (const [, name, path] of source.matchAll(/^import (\w+) from '([^']*\/islands\/[^']+)';$/gm)) {
      if (!new RegExp(`<${name}\\s[^>]*client:`).test(source)) continue;
      const specifier = path;
      islands.add(specifier.startsWith('@/') ? join('src', specifier.slice(2)) : join(file, '..', specifier));
    }
  }
  return [...islands].sort();
}

describe('island error boundary', () => {
  const islands = hydratedIslands();

  it('finds the hydrated islands', () => {
    expect(islands.length).toBeGreaterThanOrEqual(8);
  });

  it.each(islands)('%s is exported through withErrorBoundary', async (path) => {
    const module = (await import(/* @vite-ignore */ pathToFileURL(resolve(`${path}.tsx`)).href)) as {
      default: { displayName?: string };
    };
    expect(module.default.displayName).toMatch(/^Guarded\(/);
  });
});
