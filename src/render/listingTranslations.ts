/**
 * Build-time: the listings' cards in a page's language. A translated entry's card shows the
 * translation's texts (title, description; a trend's hashtags, growth and date too) and names its
 * language; the others keep their English card. The translations are read once per build
 * (src/render/entryTranslations.ts): a page pays a lookup per card it shows.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/data/languages';
import { DICTIONARIES } from '@/i18n';
import { translatedCard, type LocalizedCard } from '@/lib/localizedEntries';
import type { TutorialCardItem } from '@/lib/tutorials';
import { localizedGrowthRate, type TrendListItem } from '@/lib/trends';
import { localizedEntry, localizedEntriesById } from './entryTranslations';

export type LocalizedTutorialCard = TutorialCardItem & LocalizedCard;
export type LocalizedTrendCard = TrendListItem & LocalizedCard;

/** The tutorials' cards as a listing in `language` shows them. */
export async function localizedTutorialCards(
  cards: readonly TutorialCardItem[],
  language: Language,
): Promise<LocalizedTutorialCard[]> {
  if (language === DEFAULT_LANGUAGE) return [...cards];
  return Promise.all(
    cards.map(async (card) => {
      const data = (await localizedEntry('tutorials', card.id, language))?.entry.data;
      return data ? translatedCard(card, { title: data.title, description: data.description }, language) : card;
    }),
  );
}

/** The trends' cards as a listing in `language` shows them. */
export async function localizedTrendCards(
  cards: readonly TrendListItem[],
  language: Language,
): Promise<LocalizedTrendCard[]> {
  if (language === DEFAULT_LANGUAGE) return [...cards];
  return Promise.all(
    cards.map(async (card) => {
      const data = (await localizedEntry('trends', card.id, language))?.entry.data;
      if (!data) return card;
      const { title, description, hashtags, dateSpotted } = data;
      // The frontmatter's growth is English words ('+180% in 14 days'): the card says it in the language.
      const growthRate = localizedGrowthRate(
        data.growthRate,
        LANGUAGES[language].intlLocale,
        DICTIONARIES[language].trend.growthRate,
      );
      return translatedCard(card, { title, description, hashtags, growthRate, dateSpotted }, language);
    }),
  );
}

/** For each language other than English, the ids of the entries of `collection` translated into it. */
export async function translatedEntryIds(
  collection: 'tutorials' | 'trends',
  languages: readonly Language[],
): Promise<Map<Language, ReadonlyMap<string, unknown>>> {
  const others = languages.filter((language) => language !== DEFAULT_LANGUAGE);
  return new Map(
    await Promise.all(
      others.map(async (language) => [language, await localizedEntriesById(collection, language)] as const),
    ),
  );
}
