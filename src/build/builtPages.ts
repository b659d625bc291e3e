/** The HTML files of a finished build, for the steps that rewrite pages after Astro has written them. */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every HTML file under `dir`, without the bundle and search index folders. */
export function builtHtmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_astro' || name === 'pagefind' ? [] : builtHtmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}
