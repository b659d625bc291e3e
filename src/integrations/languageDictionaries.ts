/**
 * Stops the build when a language's dictionary departs from the English one: a missing key would show
 * nothing (or English) on that language's pages, so it is an error naming the language and the key.
 */
import type { AstroIntegration } from 'astro';
import { dictionaryProblems } from '../i18n';

export function languageDictionaries(problems: () => string[] = dictionaryProblems): AstroIntegration {
  return {
    name: 'site:language-dictionaries',
    hooks: {
      'astro:config:setup': () => {
        const found = problems();
        if (found.length > 0)
          throw new Error(`The dictionaries in src/i18n do not match the English one:\n${found.join('\n')}`);
      },
    },
  };
}
