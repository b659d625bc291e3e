/**
 * Translated content: a translation is a markdown file at the English entry's id inside the language's
 * folder (src/content/tutorials/es/<id>.md). Its frontmatter sets the text fields (and any other field it
 * wants to change); every field it leaves out is the English entry's. Pure: the build's side
 * (src/render/entryTranslations.ts) reads the collections and hands the entries in.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, isLanguage, type Language } from '../data/languages';
import { isPublished, type PublicationFields } from './publication';

/** The languages whose translations live in a folder of their own (every one but English). */
export const TRANSLATION_LANGUAGES: readonly Language[] = LANGUAGE_CODES.filter(
  (language) => language !== DEFAULT_LANGUAGE,
);

/** A translation's id ('es/hashtag-strategy') as its language and the English entry's id; null for any other id. */
export function splitTranslationId(id: string): { language: Language; id: string } | null {
  const slash = id.indexOf('/');
  const language = id.slice(0, slash);
  if (slash < 1 || !isLanguage(language) || language === DEFAULT_LANGUAGE) return null;
  return { language, id: id.slice(slash + 1) };
}

/**
 * An entry's data in a language: the English data with every field the translation sets in its place
 * (a field the translation leaves out, or sets to undefined, is the English one).
 */
export function mergeTranslation<Data extends object>(english: Data, translation: Partial<Data>): Data {
  const merged = { ...english };
  for (const [key, value] of Object.entries(translation) as [keyof Data, Data[keyof Data] | undefined][]) {
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}

/**
 * Whether a translation is published: the English entry is, and the merged entry is too (a translation
 * can stay a draft, or be scheduled later, on its own; it never goes live before its English entry).
 */
export function isTranslationPublished(
  english: PublicationFields,
  merged: PublicationFields,
  now: Date = new Date(),
): boolean {
  return isPublished(english, now) && isPublished(merged, now);
}

/** The glob patterns of every language folder inside a collection's folder ('es/**'). */
export function translationFolders(): string[] {
  return TRANSLATION_LANGUAGES.map((language) => `${language}/**`);
}

/** The error for a translation whose id names no English entry. */
export function unknownTranslationMessage(file: string, englishFolder: string, id: string): string {
  return `${file} translates "${id}", but ${englishFolder} has no entry with that id: a translation lives at the English entry's id (${englishFolder}/<language>/<id>.md)`;
}
