/** Which message the single not-found page shows for a path. */
import { DEFAULT_COMING_SOON_TOPIC } from '@/data/comingSoon';

export type NotFoundVariant = 'tutorial' | 'trend' | 'coming-soon' | 'generic';

export function notFoundVariant(pathname: string): NotFoundVariant {
  if (pathname.includes('/tutorials/')) return 'tutorial';
  if (pathname.startsWith('/trends/')) return 'trend';
  if (pathname.startsWith('/coming-soon/')) return 'coming-soon';
  return 'generic';
}

/** Unknown coming-soon topics land on this page instead of an error. */
export const COMING_SOON_FALLBACK_PATH = `/coming-soon/${DEFAULT_COMING_SOON_TOPIC}`;
