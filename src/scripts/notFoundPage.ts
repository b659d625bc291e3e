/**
 * Picks the not-found page's variant for the current path and logs the unknown route. Each variant's
 * title comes from the page (data-title), in the page's language.
 */
import { comingSoonFallbackPath, notFoundVariant, type NotFoundVariant } from '@/lib/notFound';
import { withBase, withoutBase } from '@/lib/sitePaths';

export function showNotFoundVariant() {
  const { pathname } = window.location;
  console.error('404 Error: User attempted to access non-existent route:', pathname);
  const path = withoutBase(pathname);
  const variant = notFoundVariant(path);
  if (variant === 'coming-soon') {
    // replace(): the unknown address leaves no history entry to come back to.
    window.location.replace(withBase(comingSoonFallbackPath(path)));
    return;
  }
  if (variant === 'generic') return;
  for (const element of document.querySelectorAll<HTMLElement>('[data-not-found] [data-variant]')) {
    element.hidden = element.dataset.variant !== variant;
  }
  const title = (name: NotFoundVariant) =>
    document.querySelector<HTMLElement>(`[data-not-found] [data-variant="${name}"][data-title]`)?.dataset.title;
  const [from, to] = [title('generic'), title(variant)];
  if (from && to) document.title = document.title.replace(from, to);
}
