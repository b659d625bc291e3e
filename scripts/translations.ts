// Which translations keep up with their English source. Prints, for every entry (tutorials, trends)
// and every language: current, outdated (and what changed: title, description, insights or body),
// missing, not recorded, or a record that cannot be read; then the interface texts each language has
// not caught up with; then totals per language. Marking a translation current writes its record
// (src/lib/translationRecords.ts) into its frontmatter; the editor at /admin/ does the same on save.
// Usage:
//   npm run translations                       the report
//   npm run translations -- --check            the report; exits 1 when anything is outdated or unrecorded
//   npm run translations -- --mark <file>...   marks translation files current (src/content/tutorials/es/x.md)
//   npm run translations -- --mark-texts <language> [key...]   marks interface texts current (all, or those keys)
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import { importSiteModule, languageList, loadDictionary } from './lib/siteModules.mjs';
import type { InterfaceTextRecord } from '../src/lib/interfaceTextRecords.ts';
import type { TranslatedTexts, TranslationStatus } from '../src/lib/translationRecords.ts';

const { REQUIRED_TRANSLATION_FIELDS } = (await importSiteModule(
  '/src/lib/contentSchemas.ts',
)) as typeof import('../src/lib/contentSchemas.ts');
const { interfaceTextRecord, outdatedTexts } = (await importSiteModule(
  '/src/lib/interfaceTextRecords.ts',
)) as typeof import('../src/lib/interfaceTextRecords.ts');
const { RECORD_FIELDS, translationRecord, translationStatus } = (await importSiteModule(
  '/src/lib/translationRecords.ts',
)) as typeof import('../src/lib/translationRecords.ts');

const COLLECTIONS = ['tutorials', 'trends'] as const;
type Collection = (typeof COLLECTIONS)[number];
const CONTENT = 'src/content';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    check: { type: 'boolean', default: false },
    mark: { type: 'boolean', default: false },
    'mark-texts': { type: 'string' },
  },
});

const fieldsOf = (collection: Collection) => [...REQUIRED_TRANSLATION_FIELDS[collection], 'body'];

/** A markdown file's frontmatter (parsed) and body, or null if it has none. */
function readEntry(file: string): { data: Record<string, unknown>; body: string; frontmatter: string } | null {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(readFileSync(file, 'utf8'));
  if (!match) return null;
  return { data: (parse(match[1]) ?? {}) as Record<string, unknown>, body: match[2], frontmatter: match[1] };
}

const textsOf = (entry: { data: Record<string, unknown>; body: string }): TranslatedTexts => ({
  ...(Object.fromEntries(Object.entries(entry.data).filter(([, value]) => typeof value === 'string')) as Record<
    string,
    string
  >),
  body: entry.body,
});

/** The English entries of a collection, by id: the markdown files in its folder itself. */
function englishIds(collection: Collection): string[] {
  return readdirSync(join(CONTENT, collection))
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => name.replace(/\.mdx?$/, ''))
    .sort();
}

const fileOf = (collection: Collection, id: string, language?: string) => {
  const folder = language ? join(CONTENT, collection, language) : join(CONTENT, collection);
  return ['md', 'mdx'].map((extension) => join(folder, `${id}.${extension}`)).find((file) => existsSync(file));
};

/** Writes `file`'s record as made from its English entry now: the translation is current. */
function markCurrent(file: string) {
  const path = relative(CONTENT, file).split('/');
  const [collection, language, name] = path as [Collection, string, string];
  if (path.length !== 3 || !COLLECTIONS.includes(collection))
    throw new Error(`${file}: not a translation file (${CONTENT}/<collection>/<language>/<id>.md)`);
  const id = name.replace(/\.mdx?$/, '');
  const englishFile = fileOf(collection, id);
  if (!englishFile) throw new Error(`${file}: no English entry ${collection}/${id} to translate (deleted or renamed?)`);
  const translation = readEntry(file);
  const english = readEntry(englishFile);
  if (!translation || !english) throw new Error(`${file}: no frontmatter`);
  const record = translationRecord(textsOf(english), textsOf(translation), fieldsOf(collection));
  // The record's lines replace any earlier ones at the end of the frontmatter; the rest is kept as written.
  const kept = translation.frontmatter
    .replace(new RegExp(`^${RECORD_FIELDS.source}:.*\\n(?:[ \\t]+.*\\n?)*`, 'm'), '')
    .replace(new RegExp(`^${RECORD_FIELDS.text}:.*\\n?`, 'm'), '')
    .replace(/\n+$/, '');
  const lines = [
    `${RECORD_FIELDS.source}:`,
    ...Object.entries(record.translatedFrom).map(([field, fingerprint]) => `  ${field}: "${fingerprint}"`),
    `${RECORD_FIELDS.text}: "${record.translationText}"`,
  ];
  writeFileSync(
    file,
    `---\n${kept}\n${lines.join('\n')}\n---\n${translation.body.startsWith('\n') ? '' : '\n'}${translation.body}`,
  );
  console.log(`${file}: marked current (${language} translation of ${collection}/${id})`);
}

const { LANGUAGE_CODES, DEFAULT_LANGUAGE } = (await languageList()) as {
  LANGUAGE_CODES: string[];
  DEFAULT_LANGUAGE: string;
};
const translationLanguages = LANGUAGE_CODES.filter((language) => language !== DEFAULT_LANGUAGE);
const recordFile = (language: string) => join('src/i18n', language, 'translatedFrom.json');
const readTextRecord = (language: string): InterfaceTextRecord =>
  existsSync(recordFile(language))
    ? (JSON.parse(readFileSync(recordFile(language), 'utf8')) as InterfaceTextRecord)
    : {};

if (values.mark) {
  if (positionals.length === 0) throw new Error('--mark needs the translation files to mark current');
  for (const file of positionals) markCurrent(file);
  process.exit(0);
}
if (values['mark-texts'] !== undefined) {
  const language = values['mark-texts'];
  if (!translationLanguages.includes(language))
    throw new Error(`--mark-texts: "${language}" is not a translated language (${translationLanguages.join(', ')})`);
  const english: unknown = await loadDictionary(DEFAULT_LANGUAGE);
  const record = interfaceTextRecord(english, readTextRecord(language), positionals.length ? positionals : undefined);
  writeFileSync(recordFile(language), `${JSON.stringify(record, null, 2)}\n`);
  console.log(`${recordFile(language)}: ${positionals.length ? positionals.join(', ') : 'every text'} marked current`);
  process.exit(0);
}

// The report.
type Row = { entry: string; language: string; status: TranslationStatus | { state: 'missing' } };
const rows: Row[] = [];
const orphans: string[] = [];
for (const collection of COLLECTIONS) {
  const ids = englishIds(collection);
  for (const language of translationLanguages) {
    const folder = join(CONTENT, collection, language);
    const translated = existsSync(folder) ? readdirSync(folder).filter((name) => /\.mdx?$/.test(name)) : [];
    for (const name of translated)
      if (!ids.includes(name.replace(/\.mdx?$/, '')))
        orphans.push(
          `${join(folder, name)}: translates ${collection}/${name.replace(/\.mdx?$/, '')}, which has no English entry (deleted or renamed?)`,
        );
    for (const id of ids) {
      const englishFile = fileOf(collection, id)!;
      const translationFile = fileOf(collection, id, language);
      const english = readEntry(englishFile);
      const translation = translationFile ? readEntry(translationFile) : null;
      const status: Row['status'] =
        !translation || !english
          ? { state: 'missing' }
          : translationStatus(textsOf(english), translation.data[RECORD_FIELDS.source], fieldsOf(collection));
      rows.push({ entry: `${collection}/${id}`, language, status });
    }
  }
}
const english: unknown = await loadDictionary(DEFAULT_LANGUAGE);
const staleTexts = Object.fromEntries(
  translationLanguages.map((language) => [language, outdatedTexts(english, readTextRecord(language))]),
);

const describe = (status: Row['status']) =>
  status.state === 'outdated'
    ? `outdated (${status.changed.join(', ')} changed)`
    : status.state === 'unreadable'
      ? `outdated (record cannot be read: ${status.problem})`
      : status.state === 'unrecorded'
        ? 'not recorded (mark it current once checked: npm run translations -- --mark <file>)'
        : status.state;
console.log('Entries (English -> each language):');
for (const entry of [...new Set(rows.map((row) => row.entry))]) {
  console.log(`  ${entry}`);
  for (const row of rows.filter((candidate) => candidate.entry === entry))
    console.log(`    ${row.language.padEnd(6)} ${describe(row.status)}`);
}
for (const orphan of orphans) console.log(`  ! ${orphan}`);
console.log('\nInterface texts changed in English since translated:');
for (const language of translationLanguages) {
  const keys = staleTexts[language];
  console.log(`  ${language.padEnd(6)} ${keys.length === 0 ? 'none' : `${keys.length}: ${keys.join(', ')}`}`);
}
console.log('\nTotals:');
let behind = orphans.length;
for (const language of translationLanguages) {
  const mine = rows.filter((row) => row.language === language);
  const count = (state: string) => mine.filter((row) => row.status.state === state).length;
  const outdated = count('outdated') + count('unreadable');
  behind += outdated + count('unrecorded') + staleTexts[language].length;
  console.log(
    `  ${language.padEnd(6)} ${count('current')} current, ${outdated} outdated, ${count('unrecorded')} not recorded, ${count('missing')} missing; ${staleTexts[language].length} interface texts outdated`,
  );
}
if (values.check && behind > 0) {
  console.error(`\n${behind} translation(s) behind their English source.`);
  process.exit(1);
}
