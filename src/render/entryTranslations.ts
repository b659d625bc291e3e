/**
 * Stand-in for the content translation API (branch i18n-content), which replaces this file when it is
 * merged: no entry is translated yet.
 */
import type { CollectionEntry } from 'astro:content';
import type { Language } from '@/data/languages';

export type TranslatedCollection = 'tutorials' | 'trends';

export interface LocalizedEntry<C extends TranslatedCollection> {
  language: Language;
  entry: CollectionEntry<C>;
}

export function translatedIds<C extends TranslatedCollection>(
  _collection: C,
  _language: Language,
): Promise<ReadonlyMap<string, LocalizedEntry<C>>> {
  return Promise.resolve(new Map());
}
