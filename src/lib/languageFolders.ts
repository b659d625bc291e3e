/**
 * Whether the language folders and the language list agree: every listed language has a dictionary
 * (src/i18n/<code>/) and hashtag words (src/data/hashtagVocabularies/<code>.ts), and no dictionary,
 * hashtag words or content folder is there for a language the list does not have (its pages would never
 * be built, or its entries read as English ones). Pure: the build and a unit test hand in what is on disk.
 */

/** What is on disk, by the name each folder or file gives its language. */
export interface LanguageFolders {
  /** Folders of src/i18n/. */
  dictionaries: readonly string[];
  /** Files of src/data/hashtagVocabularies/, without '.ts'. */
  hashtagWords: readonly string[];
  /** Subfolders of each content collection that hold entries ('tutorials/es'). */
  content: readonly string[];
}

/** Each disagreement as a sentence naming the folder; none when the folders follow the list. */
export function languageFolderProblems(
  codes: readonly string[],
  defaultLanguage: string,
  folders: LanguageFolders,
): string[] {
  const listed = (code: string) => codes.includes(code);
  const missing = (kind: string, present: readonly string[], place: (code: string) => string) =>
    codes.filter((code) => !present.includes(code)).map((code) => `${code}: no ${kind} (${place(code)})`);
  const unlisted = (kind: string, present: readonly string[], place: (code: string) => string) =>
    present
      .filter((code) => !listed(code))
      .map(
        (code) => `${place(code)}: ${kind} for '${code}', which is not in the language list (src/data/languages.ts)`,
      );
  return [
    ...missing('dictionary', folders.dictionaries, (code) => `src/i18n/${code}/`),
    ...unlisted('a dictionary', folders.dictionaries, (code) => `src/i18n/${code}/`),
    ...missing('hashtag words', folders.hashtagWords, (code) => `src/data/hashtagVocabularies/${code}.ts`),
    ...unlisted('hashtag words', folders.hashtagWords, (code) => `src/data/hashtagVocabularies/${code}.ts`),
    ...folders.content
      .filter((folder) => {
        const language = folder.split('/')[1] ?? '';
        return !listed(language) || language === defaultLanguage;
      })
      .map((folder) =>
        folder.split('/')[1] === defaultLanguage
          ? `src/content/${folder}/: English entries sit in the collection's own folder, not in a language folder`
          : `src/content/${folder}/: translations into '${folder.split('/')[1]}', which is not in the language list (src/data/languages.ts)`,
      ),
  ];
}
