// Every language's dictionary and hashtag words for the tests, read from their folders by the language
// list (the site's own table, src/i18n/index.ts, finds the folders with Vite's import.meta.glob, which
// Playwright's loader does not run), and the texts only one language has, to tell its pages and scripts.
import { LANGUAGE_CODES, type Language } from '@/data/languages';
import type { HashtagVocabulary } from '@/data/hashtagVocabulary';
import type { Dictionary } from '@/i18n/dictionary';

export const DICTIONARIES = Object.fromEntries(
  await Promise.all(
    LANGUAGE_CODES.map(
      async (language) =>
        [
          language,
          ((await import(`../../src/i18n/${language}/index.ts`)) as { dictionary: Dictionary }).dictionary,
        ] as const,
    ),
  ),
) as Readonly<Record<Language, Dictionary>>;

/** Every text of a dictionary, as its leaves. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/** Each language's hashtags, read from its hashtag words' file. */
const HASHTAGS = Object.fromEntries(
  await Promise.all(
    LANGUAGE_CODES.map(async (language) => {
      const { HASHTAG_VOCABULARY } = (await import(`../../src/data/hashtagVocabularies/${language}.ts`)) as {
        HASHTAG_VOCABULARY: HashtagVocabulary;
      };
      return [language, Object.values(HASHTAG_VOCABULARY.pools).flat()];
    }),
  ),
) as Record<Language, string[]>;

/** The items only one language has, by language, from `itemsOf` each language's. */
function ownItems(itemsOf: (language: Language) => readonly string[]): Readonly<Record<Language, readonly string[]>> {
  const all = LANGUAGE_CODES.map((language) => new Set(itemsOf(language)));
  return Object.fromEntries(
    LANGUAGE_CODES.map((language, index) => [
      language,
      [...all[index]].filter((item) => all.every((other, at) => at === index || !other.has(item))),
    ]),
  ) as Record<Language, string[]>;
}

/**
 * Texts only one language has, by language: its dictionary's texts long enough to be its own words (not
 * a brand or a placeholder), found in no other language's dictionary.
 */
export const OWN_TEXTS = ownItems((language) =>
  textsOf(DICTIONARIES[language]).filter((text) => text.length >= 24 && !/[{}]/.test(text)),
);

/** Hashtags only one language's pools have, by language. */
export const OWN_HASHTAGS = ownItems((language) => HASHTAGS[language]);
