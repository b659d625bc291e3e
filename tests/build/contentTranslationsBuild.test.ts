// Translations in a copy of the site, checked with `astro sync` (the content layer alone, seconds): a
// translation whose id names no English entry, or that leaves out a text it must write, stops the build
// naming its file; a valid one loads. The real site's
// content is never touched. What the pages make of a translation is checked on the real build
// (tests/built/contentSpanish.test.ts) and the merge rule in tests/unit/contentTranslations.test.ts.
import { stripVTControlCharacters } from 'node:util';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { astroIn, copySite } from './siteCopy';

const copy = copySite('content-translations-');
const spanish = (collection: string, id: string) => join(copy, 'src/content', collection, 'es', `${id}.md`);

afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** Writes `files`, runs `astro sync`, removes them again; the command's status and output. */
function syncWith(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, text);
  }
  const result = astroIn(copy, ['sync'], { REMOTE_COVERS: 'skip' });
  for (const path of Object.keys(files)) rmSync(path);
  return { status: result.status, output: stripVTControlCharacters(`${result.stdout}\n${result.stderr}`) };
}

describe('a translation', () => {
  it('of no English entry stops the build, naming the file', { timeout: 120_000 }, () => {
    const { status, output } = syncWith({
      [spanish('tutorials', 'no-such-tutorial')]: '---\ntitle: "Nada"\ndescription: "Nada"\n---\n\nTexto.\n',
    });
    expect(status).not.toBe(0);
    expect(output).toContain('src/content/tutorials/es/no-such-tutorial.md translates "no-such-tutorial"');
    expect(output).toContain('src/content/tutorials has no entry with that id');
  });

  it('without a text it must write stops the build, naming the file and the field', { timeout: 120_000 }, () => {
    const { status, output } = syncWith({
      [spanish('trends', 'recipe-reveals')]: '---\ntitle: "Recetas al revés"\ndescription: "Descripción"\n---\n',
    });
    expect(status).not.toBe(0);
    expect(output).toContain('es/recipe-reveals.md');
    expect(output).toMatch(/insights/);
  });

  it('that is valid loads', { timeout: 120_000 }, () => {
    const { status, output } = syncWith({
      [spanish('trends', 'recipe-reveals')]:
        '---\ntitle: "Recetas al revés"\ndescription: "Descripción"\ninsights: "Claves"\n---\n\nCuerpo.\n',
    });
    expect(status, output).toBe(0);
  });
});
