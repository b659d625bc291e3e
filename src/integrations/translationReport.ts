/**
 * Where every translation stands, read from the project's files (no git history): each entry of each
 * collection in each language (current, outdated and what changed, missing, not recorded, a record that
 * cannot be read), translations whose English entry is gone, and the interface texts each language has
 * not caught up with. `npm run translations` prints it (scripts/translations.ts) and the content editor
 * shows it at /admin/translations/ (src/integrations/contentEditor.ts); marking a translation current
 * writes its record into its frontmatter.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse } from 'yaml';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from '../data/languages';
import { outdatedInterfaceTexts } from '../i18n';
import { isPublished, type PublicationFields } from '../lib/publication';
import { REQUIRED_TRANSLATION_FIELDS, translatedFields, type TranslatedCollection } from '../lib/contentSchemas';
import {
  RECORD_FIELDS,
  translationRecord,
  translationStatus,
  type TranslatedTexts,
  type TranslationStatus,
} from '../lib/translationRecords';

const TRANSLATED_COLLECTIONS = Object.keys(REQUIRED_TRANSLATION_FIELDS) as TranslatedCollection[];
type Collection = TranslatedCollection;

/** One entry in one language. */
export interface EntryTranslation {
  collection: Collection;
  id: string;
  language: Language;
  /** The English entry's title, to name it by. */
  title: string;
  /** Whether the English entry is live now (not a draft, not dated in the future). */
  published: boolean;
  status: TranslationStatus | { state: 'missing' };
}

export interface TranslationReport {
  entries: EntryTranslation[];
  /** Translation files whose English entry is gone (deleted or renamed), each as a sentence. */
  orphans: string[];
  /** Interface texts changed in English since each language translated them, by language. */
  interfaceTexts: Partial<Record<Language, string[]>>;
}

const translationLanguages: readonly Language[] = LANGUAGE_CODES.filter((language) => language !== DEFAULT_LANGUAGE);
const isEntryFile = (name: string) => /\.mdx?$/.test(name);

/** A markdown file's frontmatter (parsed and as written) and body, or null if it has no frontmatter. */
function readEntry(file: string): { data: Record<string, unknown>; frontmatter: string; body: string } | null {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(readFileSync(file, 'utf8'));
  if (!match) return null;
  return { data: (parse(match[1]) ?? {}) as Record<string, unknown>, frontmatter: match[1], body: match[2] };
}

/** The fields that decide publication, as the content schemas read them (a date as written, coerced). */
function publicationFields(data: Record<string, unknown>): PublicationFields {
  const date = data.date instanceof Date || typeof data.date === 'string' ? new Date(data.date) : undefined;
  return { draft: data.draft === true, date: date && !Number.isNaN(date.valueOf()) ? date : undefined };
}

const textsOf = (entry: { data: Record<string, unknown>; body: string }): TranslatedTexts => ({
  ...(Object.fromEntries(Object.entries(entry.data).filter(([, value]) => typeof value === 'string')) as Record<
    string,
    string
  >),
  body: entry.body,
});

/** An entry's file in a collection ('src/content/tutorials/<id>.md', or in a language's folder). */
function entryFile(root: string, collection: Collection, id: string, language?: Language): string | undefined {
  const folder = join(root, 'src/content', collection, ...(language ? [language] : []));
  return ['md', 'mdx'].map((extension) => join(folder, `${id}.${extension}`)).find((file) => existsSync(file));
}

/** The report for the project at `root`. */
export function translationReport(root = '.'): TranslationReport {
  const entries: EntryTranslation[] = [];
  const orphans: string[] = [];
  for (const collection of TRANSLATED_COLLECTIONS) {
    const ids = readdirSync(join(root, 'src/content', collection))
      .filter(isEntryFile)
      .map((name) => name.replace(/\.mdx?$/, ''))
      .sort();
    for (const language of translationLanguages) {
      const folder = join(root, 'src/content', collection, language);
      for (const name of existsSync(folder) ? readdirSync(folder).filter(isEntryFile) : [])
        if (!ids.includes(name.replace(/\.mdx?$/, '')))
          orphans.push(
            `${relative(root, join(folder, name))}: its English entry ${collection}/${name.replace(/\.mdx?$/, '')} is gone (deleted or renamed?)`,
          );
    }
    for (const id of ids) {
      const english = readEntry(entryFile(root, collection, id)!);
      const title = typeof english?.data.title === 'string' ? english.data.title : id;
      const published = english ? isPublished(publicationFields(english.data)) : false;
      for (const language of translationLanguages) {
        const file = entryFile(root, collection, id, language);
        const translation = file ? readEntry(file) : null;
        const status: EntryTranslation['status'] =
          !translation || !english
            ? { state: 'missing' }
            : translationStatus(textsOf(english), translation.data[RECORD_FIELDS.source], translatedFields(collection));
        entries.push({ collection, id, language, title, published, status });
      }
    }
  }
  return { entries, orphans, interfaceTexts: outdatedInterfaceTexts() };
}

/**
 * Writes the record of the translation `file` as made from its English entry now: it is current.
 * @public (npm run translations -- --mark, which loads this module through Vite)
 */
export function markTranslationCurrent(file: string, root = '.'): string {
  const parts = relative(join(root, 'src/content'), file).split(sep);
  const [collection, language, name] = parts as [Collection, Language, string];
  if (parts.length !== 3 || !TRANSLATED_COLLECTIONS.includes(collection) || !translationLanguages.includes(language))
    throw new Error(`${file}: not a translation (src/content/<collection>/<language>/<id>.md)`);
  const id = name.replace(/\.mdx?$/, '');
  const englishFile = entryFile(root, collection, id);
  if (!englishFile) throw new Error(`${file}: its English entry ${collection}/${id} is gone (deleted or renamed?)`);
  const [translation, english] = [readEntry(file), readEntry(englishFile)];
  if (!translation || !english) throw new Error(`${file}: no frontmatter to write the record in`);
  const record = translationRecord(textsOf(english), textsOf(translation), translatedFields(collection));
  // The record replaces any earlier one at the end of the frontmatter; the rest stays as written.
  const kept = translation.frontmatter
    .replace(new RegExp(`^${RECORD_FIELDS.source}:.*\\n(?:[ \\t]+.*(?:\\n|$))*`, 'm'), '')
    .replace(new RegExp(`^${RECORD_FIELDS.text}:.*(?:\\n|$)`, 'm'), '')
    .replace(/\n+$/, '');
  const lines = [
    `${RECORD_FIELDS.source}:`,
    ...Object.entries(record.translatedFrom).map(([field, fingerprint]) => `  ${field}: "${fingerprint}"`),
    `${RECORD_FIELDS.text}: "${record.translationText}"`,
  ];
  writeFileSync(file, `---\n${kept}\n${lines.join('\n')}\n---\n${translation.body}`);
  return `${language} translation of ${collection}/${id}`;
}

/** A status in words ('outdated (body changed)'). */
export function describeStatus(status: EntryTranslation['status']): string {
  switch (status.state) {
    case 'outdated':
      return `outdated (${status.changed.join(', ')} changed)`;
    case 'unreadable':
      return `outdated (its record cannot be read: ${status.problem})`;
    case 'unrecorded':
      return 'not recorded (mark it current once checked)';
    case 'missing':
      return 'not translated';
    default:
      return status.state;
  }
}
