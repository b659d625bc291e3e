/**
 * How the content editor (/admin/) writes translations: each entry in every language of the site, the
 * English file where it has always been (src/content/<collection>/<id>.md) and each translation in its
 * language's folder (src/content/<collection>/<language>/<id>.md), the layout the build reads. A
 * translation holds only the texts a reader sees in its language (and its own draft flag); every other
 * field stays the English entry's, so the editor leaves those out of translation files.
 */
import type { Field, I18nOptions } from '@sveltia/cms';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../data/languages';

/** Widgets whose value is text a reader sees, translated field by field. */
const TEXT_WIDGETS = new Set(['string', 'text', 'markdown']);

/** The editor's language settings: one folder per language, English at the collection's root. */
export function editorI18n(): I18nOptions {
  return {
    structure: 'multiple_folders',
    locales: [...LANGUAGE_CODES],
    default_locale: DEFAULT_LANGUAGE,
    // English files stay at src/content/<collection>/<id>.md, with no 'en' folder.
    omit_default_locale_from_file_path: true,
    // A new entry starts in English; its translations are added when they are written.
    initial_locales: [DEFAULT_LANGUAGE],
  };
}

/**
 * Whether a field is written in each translation: texts (and lists of texts, such as hashtags) and the
 * draft flag, so a translation is published on its own; dates, categories, numbers and pictures are
 * the English entry's.
 */
export function isTranslatedField(field: Field): boolean {
  if (field.name === 'draft') return true;
  const widget = field.widget ?? 'string';
  if (TEXT_WIDGETS.has(widget)) return true;
  return widget === 'list' && !('fields' in field) && !('types' in field);
}

/** The fields with their translation rule: translated, or kept out of translation files. */
export function withTranslationRules(fields: readonly Field[]): Field[] {
  return fields.map((field) => ({ ...field, i18n: isTranslatedField(field) ? 'translate' : 'none' }) as Field);
}
