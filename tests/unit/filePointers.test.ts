// Every path to a project file that the docs, the code and the deploy configs name must exist: a file
// moved or renamed leaves no pointer behind to send the next reader nowhere. In tests only comments
// count (their strings name the files they create in temporary copies), and paths under src/content/
// are authors' examples, not pointers.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SCANNED_FOLDERS = ['src', 'scripts', 'tests', 'deploy', 'docs', '.github', '.ci'];
const SCANNED_FILES = ['README.md', 'astro.config.mjs', 'vitest.config.ts', 'playwright.config.ts', 'package.json'];
const TEXT_FILE = /\.(ts|tsx|mjs|js|astro|css|md|mdx|json|yml|conf)$|^(Caddyfile|run)$/;

function textFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    // Installed packages (the test tools' tests/tools/node_modules) point at their own sources.
    if (name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return name === 'content' && folder === 'src' ? [] : textFiles(path);
    return TEXT_FILE.test(name) ? [path] : [];
  });
}

/** A path into the project's own folders, ending in a file name with an extension. */
const POINTER =
  /(?<![\w./-])(?:src|scripts|tests|deploy|docs)\/[\w.[\]-]+(?:\/[\w.[\]-]+)*\.(?:ts|tsx|mjs|astro|css|md|json|conf)\b/g;

/** The text of a file that may point at others: all of it, or a test's comment lines. */
function pointersText(file: string): string {
  const text = readFileSync(file, 'utf8');
  if (!file.startsWith('tests/')) return text;
  return text
    .split('\n')
    .filter((line) => /^\s*(\/\/|\/?\*)/.test(line))
    .join('\n');
}

/** A path to one of the project's folders, written with its closing slash ('src/pageRewrites/'). */
const FOLDER_POINTER = /(?<![\w./-])(?:src|scripts|tests|deploy|docs)\/(?:[\w.-]+\/)*(?=[\s`'),;:]|$)/gm;

const files = [...SCANNED_FOLDERS.filter((folder) => existsSync(folder)).flatMap(textFiles), ...SCANNED_FILES];

describe('file pointers', () => {
  it('scans the docs and the code', () => {
    expect(files).toContain('docs/ARCHITECTURE.md');
    expect(files.length).toBeGreaterThan(100);
  });

  it('name files that exist', () => {
    const missing = files.flatMap((file) =>
      [...new Set([...(pointersText(file).match(POINTER) ?? []), ...(pointersText(file).match(FOLDER_POINTER) ?? [])])]
        .filter((pointer) => !pointer.startsWith('src/content/') && !existsSync(pointer))
        .map((pointer) => `${file}: ${pointer}`),
    );
    expect(missing).toEqual([]);
  });
});
