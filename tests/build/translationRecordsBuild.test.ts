// Translations that keep up, in a copy of the site: after an English guide's body changes, each of its
// translations' pages say so (in their language, linking the English page) and `npm run translations`
// lists them, `--check` failing; a change to a field translations do not carry (featured) changes
// nothing; marking the Spanish translation current takes its note away while the Arabic one keeps it.
// Nothing reads git history. The rules themselves: tests/unit/translationRecords.test.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { selectAll } from 'css-select';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, astroIn, buildEnvironment, copySite } from './siteCopy';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@/data/languages';
import { DICTIONARIES } from '@/i18n';

const copy = copySite('translation-records-');
const CHANGED = 'tiktok-algorithm-explained';
const FEATURE_ONLY = 'creator-fund-application';
const file = (path: string) => join(copy, 'src/content/tutorials', path);
/** Every language with a translation of the changed guide. */
const TRANSLATED_LANGUAGES = LANGUAGE_CODES.filter(
  (language) =>
    language !== DEFAULT_LANGUAGE && existsSync(join(ROOT, 'src/content/tutorials', language, `${CHANGED}.md`)),
);

afterAll(() => rmSync(copy, { recursive: true, force: true }));

function build() {
  const result = astroIn(copy, ['build'], { REMOTE_COVERS: 'skip' });
  expect(result.status, result.stderr).toBe(0);
}

const page = (path: string) => parseDocument(readFileSync(join(copy, 'dist', path, 'index.html'), 'utf8'));
const notes = (path: string) => selectAll('[data-outdated-translation]', page(path));

function translations(...args: string[]) {
  return spawnSync(process.execPath, [join(ROOT, 'scripts/translations.ts'), ...args], {
    cwd: copy,
    encoding: 'utf8',
    env: buildEnvironment(),
  });
}

beforeAll(() => {
  const english = readFileSync(file(`${CHANGED}.md`), 'utf8');
  writeFileSync(file(`${CHANGED}.md`), `${english.trimEnd()}\n\nOne more habit: review your analytics every Sunday.\n`);
  const featured = readFileSync(file(`${FEATURE_ONLY}.md`), 'utf8');
  expect(featured).toMatch(/^featured: true$/m);
  writeFileSync(file(`${FEATURE_ONLY}.md`), featured.replace(/^featured: true$/m, 'featured: false'));
  build();
}, 300_000);

describe('after an English guide changes', () => {
  it('has translations to check', () => expect(TRANSLATED_LANGUAGES.length).toBeGreaterThan(1));

  it.each(TRANSLATED_LANGUAGES)(
    'its %s page says so near the top, in its language, linking the English page',
    (language) => {
      const found = notes(`${language}/tutorials/${CHANGED}`);
      expect(found).toHaveLength(1);
      const note = found[0];
      const link = DomUtils.findOne((element) => element.name === 'a', [note])!;
      expect(link.attribs.href).toBe(`/tutorials/${CHANGED}`);
      expect(link.attribs.hreflang).toBe('en');
      expect(link.attribs.lang).toBe('en');
      expect(DomUtils.textContent(note)).toContain(DICTIONARIES[language].layout.languages.outdatedTranslation);
      // Near the top: before the body.
      const html = readFileSync(join(copy, 'dist', language, 'tutorials', CHANGED, 'index.html'), 'utf8');
      expect(html.indexOf('data-outdated-translation')).toBeLessThan(html.indexOf('class="prose-body'));
    },
  );

  it('the English page and the other translations carry no such note', () => {
    expect(notes(`tutorials/${CHANGED}`)).toHaveLength(0);
    expect(notes(`es/tutorials/hashtag-strategy`)).toHaveLength(0);
  });

  it('a change to a field translations do not carry (featured) leaves them current', () => {
    expect(notes(`es/tutorials/${FEATURE_ONLY}`)).toHaveLength(0);
    expect(notes(`ar/tutorials/${FEATURE_ONLY}`)).toHaveLength(0);
  });

  it('`npm run translations` lists them as outdated, with what changed, and --check fails', () => {
    const report = translations();
    expect(report.status, report.stderr).toBe(0);
    const section = report.stdout.slice(report.stdout.indexOf(`tutorials/${CHANGED}`));
    expect(section).toMatch(/es\s+outdated \(body changed\)/);
    expect(section).toMatch(/ar\s+outdated \(body changed\)/);
    expect(report.stdout.slice(report.stdout.indexOf(`tutorials/${FEATURE_ONLY}`))).toMatch(/es\s+current/);
    expect(translations('--check').status).toBe(1);
  });
});

describe('marking a translation current', () => {
  beforeAll(() => {
    const marked = translations('--mark', `src/content/tutorials/es/${CHANGED}.md`);
    expect(marked.status, marked.stderr).toBe(0);
    build();
  }, 300_000);

  it('takes the note away from that translation only', () => {
    expect(notes(`es/tutorials/${CHANGED}`)).toHaveLength(0);
    expect(notes(`ar/tutorials/${CHANGED}`)).toHaveLength(1);
    expect(translations().stdout).toMatch(/es\s+5 current, 0 outdated/);
  });
});
