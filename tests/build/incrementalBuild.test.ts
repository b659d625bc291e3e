// Astro's incremental build in a copy of the site: a rebuild copies the tutorial pages whose cache key
// and code are unchanged, and the output is the same as a full build's (share cards included); editing
// one tutorial renders that page again; a change to the code that rewrites pages, or an upgrade of a package
// the build runs, renders every page.
import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE } from '@/data/languages';
import { splitLanguagePath } from '@/lib/languagePrefix';
import { ROOT, astroIn, copySite } from './siteCopy';

const copy = copySite('incremental-build-');
const dist = join(copy, 'dist');
const TUTORIALS = readdirSync(join(ROOT, 'src/content/tutorials'))
  .filter((file) => file.endsWith('.md'))
  .map((file) => file.replace(/\.md$/, ''))
  // The hand-built page of this one is not keyed: it is rendered on every build.
  .filter((id) => id !== 'hashtag-strategy');

function build(): string {
  const result = astroIn(copy, ['build']);
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** The translations of TUTORIALS (a page each under its language's prefix), as 'es/<id>'. */
const TRANSLATED_TUTORIALS = readdirSync(join(ROOT, 'src/content/tutorials'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((folder) =>
    readdirSync(join(folder.parentPath, folder.name))
      .filter((file) => file.endsWith('.md') && TUTORIALS.includes(file.replace(/\.md$/, '')))
      .map((file) => `${folder.name}/${file.replace(/\.md$/, '')}`),
  );

/**
 * The tutorial pages a build copied from the last build's output instead of rendering them: English
 * ones by id, translated ones as '<language>/<id>'.
 */
const copiedPages = (log: string) =>
  [...log.matchAll(/ (\/[^\s]*)\/index\.html \((?:restored|cached)\)/g)]
    .map(([, page]) => splitLanguagePath(page))
    .flatMap(({ language, path }) => {
      const id = /^\/tutorials\/([\w-]+)$/.exec(path)?.[1];
      if (!id) return [];
      return language === DEFAULT_LANGUAGE ? [id] : [`${language}/${id}`];
    })
    .sort();
const copiedTutorials = (log: string) => copiedPages(log).filter((page) => !page.includes('/'));

/** Every file of the output (the search index aside) and its bytes. */
function outputFiles(): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      files.set(relative(dist, join(entry.parentPath, entry.name)), readFileSync(join(entry.parentPath, entry.name)));
  }
  return files;
}

let firstBuild: Map<string, Buffer>;
let rebuildLog: string;

beforeAll(() => {
  build();
  firstBuild = outputFiles();
  rmSync(dist, { recursive: true, force: true });
  rebuildLog = build();
}, 600_000);

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('a rebuild with nothing changed', () => {
  it('copies every tutorial page from the last build instead of rendering it, translations included', () => {
    expect(TRANSLATED_TUTORIALS.length).toBeGreaterThan(0);
    expect(copiedPages(rebuildLog)).toEqual([...TUTORIALS, ...TRANSLATED_TUTORIALS].sort());
  });

  it('writes the same output as the full build, share cards included', () => {
    const rebuilt = outputFiles();
    expect([...rebuilt.keys()].sort()).toEqual([...firstBuild.keys()].sort());
    const different = [...rebuilt]
      .filter(([path, bytes]) => !bytes.equals(firstBuild.get(path)!))
      .map(([path]) => path);
    expect(different).toEqual([]);
    for (const id of TUTORIALS) expect(existsSync(join(dist, 'og/tutorials', `${id}.jpg`)), id).toBe(true);
  });
});

describe('a rebuild after a change', () => {
  it('renders again the tutorial whose body changed, and copies the others', () => {
    const [edited, ...others] = TUTORIALS;
    appendFileSync(join(copy, 'src/content/tutorials', `${edited}.md`), '\nA paragraph added since the last build.\n');
    const log = build();
    expect(copiedTutorials(log)).toEqual([...others].sort());
    expect(readFileSync(join(dist, 'tutorials', edited, 'index.html'), 'utf8')).toContain(
      'A paragraph added since the last build.',
    );
  }, 120_000);

  it('renders every page again when an installed package that runs during the build was upgraded', () => {
    const lockFile = join(copy, 'package-lock.json');
    const lock = readFileSync(lockFile, 'utf8');
    const upgraded = lock.replace(/("node_modules\/beasties": \{\s*"version": ")[^"]+"/, '$10.99.0"');
    expect(upgraded).not.toBe(lock);
    writeFileSync(lockFile, upgraded);
    expect(copiedTutorials(build())).toEqual([]);
  }, 120_000);

  it('renders every page again when the code that rewrites pages changed', () => {
    appendFileSync(join(copy, 'src/pageRewrites/steps.ts'), '\n// changed since the last build\n');
    expect(copiedTutorials(build())).toEqual([]);
  }, 120_000);
});
