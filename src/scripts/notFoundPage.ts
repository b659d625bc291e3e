/** Picks the not-found page's variant for the current path and logs the unknown route. */
import { COMING_SOON_FALLBACK_PATH, notFoundVariant } from '@/lib/notFound';
import { withBase, withoutBase } from '@/lib/sitePaths';

const TITLES = { tutorial: 'Tutorial Not Found', trend: 'Trend Not Found' } as const;

export function showNotFoundVariant() {
  const { pathname } = window.location;
  console.error('404 Error: User attempted to access non-existent route:', pathname);
  const variant = notFoundVariant(withoutBase(pathname));
  if (variant === 'coming-soon') {
    // replace(): the unknown address leaves no history entry to come back to.
    window.location.replace(withBase(COMING_SOON_FALLBACK_PATH));
    return;
  }
  if (variant === 'generic') return;
  for (const element of document.querySelectorAll<HTMLElement>('[data-not-found] [data-variant]')) {
    element.hidden = element.dataset.variant !== variant;
  }
  document.title = document.title.replace('Page Not Found', TITLES[variant]);
}
