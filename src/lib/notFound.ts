/** Which message the single not-found page shows for a path, in any language. */
import { DEFAULT_COMING_SOON_TOPIC } from '@/data/comingSoon';
import { interfaceLink } from './languagePaths';
import { splitLanguagePath } from './languagePrefix';

export type NotFoundVariant = 'tutorial' | 'trend' | 'coming-soon' | 'generic';

/** The variant for `pathname` (root-relative, without the base; '/es/trends/x' is a trend). */
export function notFoundVariant(pathname: string): NotFoundVariant {
  const { path } = splitLanguagePath(pathname);
  if (path.includes('/tutorials/')) return 'tutorial';
  if (path.startsWith('/trends/')) return 'trend';
  if (path.startsWith('/coming-soon/')) return 'coming-soon';
  return 'generic';
}

/** Unknown coming-soon topics land on the default topic's page in the language of their path. */
export function comingSoonFallbackPath(pathname: string): string {
  return interfaceLink(`/coming-soon/${DEFAULT_COMING_SOON_TOPIC}`, splitLanguagePath(pathname).language);
}
