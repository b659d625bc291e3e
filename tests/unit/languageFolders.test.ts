// The language list and the languages' folders agree (dictionaries, hashtag words, content
// translations): a folder the list lacks, or a listed language without its folders, fails here and
// stops the build (src/integrations/languageFolders.ts).
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_CODES } from '@/data/languages';
import { languageFoldersOnDisk } from '@/integrations/languageFolders';
import { isRightToLeftLocale } from '@/lib/currency';
import { languageFolderProblems } from '@/lib/languageFolders';

describe('the languages on disk', () => {
  it('follow the language list', () => {
    expect(languageFolderProblems(LANGUAGE_CODES, DEFAULT_LANGUAGE, languageFoldersOnDisk())).toEqual([]);
  });

  it("give English's code as its page language, which browser code names English's search index by", () => {
    expect(LANGUAGES[DEFAULT_LANGUAGE].htmlLang).toBe(DEFAULT_LANGUAGE);
  });

  it('write codes as path segments: lower case letters and hyphens', () => {
    for (const code of LANGUAGE_CODES) expect(code).toMatch(/^[a-z]+(-[a-z0-9]+)*$/);
  });

  it("know each language's direction from its locale as the layout does from the list", () => {
    for (const code of LANGUAGE_CODES)
      expect(isRightToLeftLocale(LANGUAGES[code].intlLocale), code).toBe(LANGUAGES[code].dir === 'rtl');
  });
});

describe('languageFolderProblems', () => {
  const complete = { dictionaries: ['en', 'es'], hashtagWords: ['en', 'es'], content: ['tutorials/es'] };

  it('finds nothing when every listed language has its folders', () => {
    expect(languageFolderProblems(['en', 'es'], 'en', complete)).toEqual([]);
  });

  it('names a listed language without its dictionary or hashtag words', () => {
    expect(languageFolderProblems(['en', 'es', 'pt-br'], 'en', complete)).toEqual([
      'pt-br: no dictionary (src/i18n/pt-br/)',
      'pt-br: no hashtag words (src/data/hashtagVocabularies/pt-br.ts)',
    ]);
  });

  it('names a folder for a language the list does not have', () => {
    const folders = {
      dictionaries: ['en', 'es', 'fr'],
      hashtagWords: ['en', 'es', 'fr'],
      content: ['tutorials/es', 'trends/fr', 'tutorials/en'],
    };
    expect(languageFolderProblems(['en', 'es'], 'en', folders)).toEqual([
      "src/i18n/fr/: a dictionary for 'fr', which is not in the language list (src/data/languages.ts)",
      "src/data/hashtagVocabularies/fr.ts: hashtag words for 'fr', which is not in the language list (src/data/languages.ts)",
      "src/content/trends/fr/: translations into 'fr', which is not in the language list (src/data/languages.ts)",
      "src/content/tutorials/en/: English entries sit in the collection's own folder, not in a language folder",
    ]);
  });
});
