/**
 * Build-time: where a page's fixed link to a tutorial leads in the page's language. The link is written
 * as an English tutorial path or one of its short addresses (src/data/tutorialAliases.ts); a page in
 * another language links the tutorial's own page in that language when it is translated, else the
 * English address, to be marked as English (`otherLanguage`).
 */
import { DEFAULT_LANGUAGE, type Language } from '@/data/languages';
import { TUTORIAL_ALIASES } from '@/data/tutorialAliases';
import { localizedPath } from '@/lib/languagePrefix';
import { entryLanguages } from './entryTranslations';

export interface TutorialLink {
  /** Root-relative, without the base path. */
  href: string;
  /** The language of the page it leads to, when it is not the linking page's. */
  otherLanguage?: Language;
}

export async function tutorialLink(path: string, language: Language): Promise<TutorialLink> {
  if (language === DEFAULT_LANGUAGE) return { href: path };
  const target: string = TUTORIAL_ALIASES[path as keyof typeof TUTORIAL_ALIASES] ?? path;
  const id = target.replace(/^\/tutorials\//, '');
  const translated = (await entryLanguages('tutorials', id)).includes(language);
  return translated ? { href: localizedPath(target, language) } : { href: path, otherLanguage: DEFAULT_LANGUAGE };
}
