/**
 * Build-time: content entries in every language. An entry's translation (src/content/<collection>/
 * <language>/<id>.md, in the collections `tutorialTranslations` and `trendTranslations`) gives its text
 * and body; every field it leaves out is the English entry's (src/lib/contentTranslations.ts). The
 * translations are read and joined to their English entries once per build, so asking per page costs
 * a lookup whatever the collection's size.
 */
import { getCollection, getEntry, render, type CollectionEntry } from 'astro:content';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from '@/data/languages';
import { isTranslationPublished, mergeTranslation, splitTranslationId } from '@/lib/contentTranslations';
import { translatedFields, type TranslatedCollection } from '@/lib/contentSchemas';
import type { Listed } from '@/lib/localizedEntries';
import { publicationFilter } from '@/lib/publication';
import { RECORD_FIELDS, translationStatus, type TranslationStatus } from '@/lib/translationRecords';
import { publishedEntries } from './publishedCollection';

/** The collection that holds each collection's translations (src/content.config.ts). */
const TRANSLATIONS = { tutorials: 'tutorialTranslations', trends: 'trendTranslations' } as const;
type TranslationCollection = (typeof TRANSLATIONS)[TranslatedCollection];

/** An entry as a page in one language shows it. */
export interface LocalizedEntry<C extends TranslatedCollection> {
  language: Language;
  /**
   * The entry in `language`: the English entry's id and collection, its data with the translation's
   * fields in place, and the translation's body. English: the English entry itself.
   */
  entry: CollectionEntry<C>;
  /** The markdown file the page renders the body of (the translation, or the English entry). */
  source: CollectionEntry<C> | CollectionEntry<TranslationCollection>;
  /** The English entry it translates (English: the entry itself). */
  english: CollectionEntry<C>;
  /** How the translation stands against its English source now (English: current). */
  status: TranslationStatus;
}

const CURRENT: TranslationStatus = { state: 'current' };

/** An English entry as a page shows it. */
export function englishEntry<C extends TranslatedCollection>(entry: CollectionEntry<C>): LocalizedEntry<C> {
  return { language: DEFAULT_LANGUAGE, entry, source: entry, english: entry, status: CURRENT };
}

/** An entry's texts by field, its body included. */
function entryTexts(entry: { data: object; body?: string }): Record<string, string | undefined> {
  return { ...(entry.data as Record<string, string | undefined>), body: entry.body };
}

/** Per collection: the published translations, by English id, then by language. */
type TranslationTable<C extends TranslatedCollection> = Map<string, Map<Language, LocalizedEntry<C>>>;

const built = new Map<TranslatedCollection, Promise<TranslationTable<TranslatedCollection>>>();

async function readTranslations<C extends TranslatedCollection>(collection: C): Promise<TranslationTable<C>> {
  const showUnpublished = import.meta.env.DEV;
  const table: TranslationTable<C> = new Map();
  const translations = (await getCollection(TRANSLATIONS[collection])) as CollectionEntry<TranslationCollection>[];
  for (const translation of translations) {
    const target = splitTranslationId(translation.id);
    // The loader refuses a translation of no English entry (requireEnglishEntries); a preview may
    // leave the English entry out, and a draft English entry takes its translations with it.
    const english = target && ((await getEntry(collection, target.id)) as CollectionEntry<C> | undefined);
    if (!target || !english) continue;
    const data = mergeTranslation(english.data as object, translation.data as object) as CollectionEntry<C>['data'];
    if (!showUnpublished && !isTranslationPublished(english.data, data)) continue;
    const entry = {
      ...english,
      data,
      body: translation.body,
      rendered: translation.rendered,
      filePath: translation.filePath,
      digest: `${english.digest ?? ''}+${translation.digest ?? ''}`,
    } as CollectionEntry<C>;
    const status = translationStatus(
      entryTexts(english),
      (translation.data as Record<string, unknown>)[RECORD_FIELDS.source],
      translatedFields(collection),
    );
    if (status.state === 'unreadable') console.warn(`${translation.filePath}: ${status.problem}; shown as outdated.`);
    let languages = table.get(target.id);
    if (!languages) table.set(target.id, (languages = new Map<Language, LocalizedEntry<C>>()));
    languages.set(target.language, { language: target.language, entry, source: translation, english, status });
  }
  return table;
}

function translationTable<C extends TranslatedCollection>(collection: C): Promise<TranslationTable<C>> {
  // The dev server reloads content while it runs, so it reads the translations afresh on each request.
  if (import.meta.env.DEV) return readTranslations(collection);
  let table = built.get(collection) as Promise<TranslationTable<C>> | undefined;
  if (!table) built.set(collection, (table = readTranslations(collection)));
  return table;
}

/**
 * The languages a published entry is written in, English first, then its published translations in
 * the site's language order.
 */
export async function entryLanguages(collection: TranslatedCollection, id: string): Promise<Language[]> {
  const translated = (await translationTable(collection)).get(id);
  return LANGUAGE_CODES.filter((language) => language === DEFAULT_LANGUAGE || translated?.has(language));
}

/**
 * An entry in a language: undefined when it has no published translation there (or, in English, no
 * published entry). `english` saves reading the English entry again when the caller has it.
 */
export async function localizedEntry<C extends TranslatedCollection>(
  collection: C,
  id: string,
  language: Language,
  english?: CollectionEntry<C>,
): Promise<LocalizedEntry<C> | undefined> {
  if (language !== DEFAULT_LANGUAGE) return (await translationTable(collection)).get(id)?.get(language);
  const entry = english ?? ((await getEntry(collection, id)) as CollectionEntry<C> | undefined);
  if (!entry || !publicationFilter(import.meta.env.DEV)(entry)) return undefined;
  return englishEntry(entry);
}

/** Every published entry written in `language` (in English: the whole published collection). */
export async function localizedEntries<C extends TranslatedCollection>(
  collection: C,
  language: Language,
): Promise<LocalizedEntry<C>[]> {
  if (language === DEFAULT_LANGUAGE) return (await publishedEntries(collection)).map((entry) => englishEntry(entry));
  return [...(await translationTable(collection)).values()].flatMap((languages) => {
    const localized = languages.get(language);
    return localized ? [localized] : [];
  });
}

/**
 * The entries written in `language`, by id: what a page in that language asks of the entries it lists
 * (link to the translation, or to the English page marked as such).
 */
export async function localizedEntriesById<C extends TranslatedCollection>(
  collection: C,
  language: Language,
): Promise<ReadonlyMap<string, LocalizedEntry<C>>> {
  return new Map((await localizedEntries(collection, language)).map((localized) => [localized.entry.id, localized]));
}

/** The rendered body of an entry in its language (`const { Content } = await renderLocalized(localized)`). */
export function renderLocalized(localized: LocalizedEntry<TranslatedCollection>): ReturnType<typeof render> {
  return render(localized.source);
}

/**
 * Entries a page in `language` lists (related lists, next links), from their English summaries: each
 * in `language` when written in it (`localize` makes its summary from the translated entry), else in
 * English, with no `language` (the cards' convention, src/lib/localizedEntries.ts). Costs a lookup per listed entry.
 */
export async function listedInLanguage<C extends TranslatedCollection, T extends { id: string }>(
  collection: C,
  items: readonly T[],
  language: Language,
  localize: (entry: CollectionEntry<C>) => T,
): Promise<Listed<T>[]> {
  if (language === DEFAULT_LANGUAGE) return [...items];
  const table = await translationTable(collection);
  return items.map((item) => {
    const translated = table.get(item.id)?.get(language);
    return translated ? { ...localize(translated.entry), language } : item;
  });
}
