// The README and the documents in docs/ name only what exists: a link to another document or file, an
// `npm run` script, a file named in code format (by its path or, where the text has already said which
// folder, by its name alone) and a setting or constant in capitals. A rename that leaves a document
// behind fails here; paths into the project's folders are checked for every file by filePointers.test.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const DOCUMENTS = [
  'README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
/** Where a name in a document may live: the project's own files (not installed packages or output). */
const PROJECT_FOLDERS = ['src', 'scripts', 'tests', 'deploy', 'docs', '.github', '.ci', 'public'];
const SKIPPED = new Set(['node_modules', 'dist', 'dist-base', '.cache']);

function projectFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (SKIPPED.has(name)) return [];
    return statSync(path).isDirectory() ? projectFiles(path) : [path];
  });
}

const files = [
  ...PROJECT_FOLDERS.filter((folder) => existsSync(folder)).flatMap(projectFiles),
  ...readdirSync('.').filter((name) => !statSync(name).isDirectory()),
];
const fileNames = new Set(files.map((path) => path.split('/').pop()!));
const codeText = files
  .filter((path) => /\.(ts|tsx|mjs|js|astro|json|yml|conf)$|^\.ci\/run$|Caddyfile$/.test(path))
  .filter((path) => !DOCUMENTS.includes(path))
  .map((path) => readFileSync(path, 'utf8'))
  .join('\n');
const scripts = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: object }).scripts);

/**
 * Each document's text without its fenced code blocks (examples an author would write, with the files
 * of their own guide).
 */
const texts = DOCUMENTS.map((path) => ({ path, text: readFileSync(path, 'utf8').replace(/^```[\s\S]*?^```$/gm, '') }));

/** `what` found in each document by `pattern` (its first group) that `exists` refuses, as "document: what". */
function missing(pattern: RegExp, exists: (found: string, document: string) => boolean): string[] {
  return texts.flatMap(({ path, text }) =>
    [...new Set([...text.matchAll(pattern)].map((match) => match[1]))]
      .filter((found) => !exists(found, path))
      .map((found) => `${path}: ${found}`),
  );
}

describe('the documents', () => {
  it('are the README and one document per audience', () => {
    expect(DOCUMENTS).toEqual(
      expect.arrayContaining([
        'README.md',
        'docs/writing-content.md',
        'docs/hosting.md',
        'docs/languages.md',
        'docs/testing.md',
        'docs/performance.md',
        'docs/ARCHITECTURE.md',
      ]),
    );
  });

  it('link only to files that exist', () => {
    const links = /\]\((?!https?:|mailto:|#)([^)\s#]+)(?:#[^)]*)?\)/g;
    expect(missing(links, (target, document) => existsSync(normalize(join(dirname(document), target))))).toEqual([]);
  });

  it('name only npm scripts that exist', () => {
    expect(missing(/npm run ([\w:-]+)/g, (script) => scripts.includes(script))).toEqual([]);
  });

  it('name in code format only files that exist (a bare name: some file of that name)', () => {
    const named = /`((?:[\w.-]+\/)*[\w.-]+\.(?:ts|tsx|mjs|astro|css|json|conf|yml|md))`/g;
    // A file the build writes (the editor's config.json) is named in the code that writes it; paths under
    // src/content/ are an author's own entries, as examples.
    const written = (name: string) => new RegExp(`['"\`]${name.replace(/[.]/g, '\\.')}['"\`]`).test(codeText);
    expect(
      missing(
        named,
        (name) =>
          name.startsWith('src/content/') ||
          written(name) ||
          (name.includes('/')
            ? existsSync(name) || files.some((path) => path.endsWith(`/${name}`))
            : fileNames.has(name)),
      ),
    ).toEqual([]);
  });

  it('name only settings and constants the code has', () => {
    const capitals = /`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?:=[^`]*)?`/g;
    expect(missing(capitals, (name) => new RegExp(`\\b${name}\\b`).test(codeText))).toEqual([]);
  });

  it('keep the README short: at most 200 lines', () => {
    expect(readFileSync('README.md', 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(200);
  });
});
