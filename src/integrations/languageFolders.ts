/**
 * Stops the build when the language folders and the language list disagree, or a language's dictionary
 * departs from the English one: a missing key, a missing plural form or an unlisted folder would show
 * nothing, English or the wrong form on that language's pages, so each is an error naming the language
 * and the key or folder. An English text changed since a language translated it is a warning.
 */
import type { AstroIntegration } from 'astro';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../data/languages';
import { dictionaryProblems, outdatedInterfaceTexts } from '../i18n';
import { languageFolderProblems, type LanguageFolders } from '../lib/languageFolders';

const CONTENT_COLLECTIONS = ['tutorials', 'trends'];

const subfolders = (folder: string) =>
  existsSync(folder)
    ? readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/** The language folders of the project at `root` (dictionaries, hashtag words, content translations). */
export function languageFoldersOnDisk(root = '.'): LanguageFolders {
  const contentHasEntries = (folder: string) =>
    readdirSync(folder, { recursive: true }).some((name) => /\.mdx?$/.test(String(name)));
  return {
    dictionaries: subfolders(join(root, 'src/i18n')),
    hashtagWords: readdirSync(join(root, 'src/data/hashtagVocabularies'))
      .filter((name) => name.endsWith('.ts'))
      .map((name) => name.slice(0, -'.ts'.length)),
    content: CONTENT_COLLECTIONS.flatMap((collection) =>
      subfolders(join(root, 'src/content', collection))
        .filter((folder) => contentHasEntries(join(root, 'src/content', collection, folder)))
        .map((folder) => `${collection}/${folder}`),
    ),
  };
}

/** Every problem with the languages' folders and dictionaries, as lines naming what to fix. */
function languageProblems(): string[] {
  return [
    ...languageFolderProblems(LANGUAGE_CODES, DEFAULT_LANGUAGE, languageFoldersOnDisk()),
    ...dictionaryProblems(),
  ];
}

export function languageFolders(problems: () => string[] = languageProblems): AstroIntegration {
  return {
    name: 'site:language-folders',
    hooks: {
      'astro:config:setup': ({ logger }) => {
        const found = problems();
        if (found.length > 0)
          throw new Error(
            `The languages' folders and dictionaries do not match the language list:\n${found.join('\n')}`,
          );
        // A changed English text leaves its translations as they were: a warning, not a failure.
        for (const [language, keys] of Object.entries(outdatedInterfaceTexts()))
          logger.warn(
            `${language}: ${keys.length} interface text(s) changed in English since translated (npm run translations): ${keys.slice(0, 10).join(', ')}${keys.length > 10 ? ', …' : ''}`,
          );
      },
    },
  };
}
