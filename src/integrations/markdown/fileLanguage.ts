/** The language a markdown file is written in: a translation sits in its language's folder (tutorials/es/x.md). */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../data/languages';

export function markdownFileLanguage(fileURL: URL | undefined): Language {
  const folder = fileURL?.pathname.split('/').at(-2);
  return isLanguage(folder) ? folder : DEFAULT_LANGUAGE;
}
