/**
 * Swaps a failed image for its local fallback (data-fallback): a picture the network dropped, or one the
 * offline cache never kept. The fallbacks are files of this site the offline worker keeps at install.
 */
import { withBase } from '@/lib/sitePaths';

function useFallback(image: HTMLImageElement) {
  const fallback = image.dataset.fallback;
  if (!fallback || image.dataset.fellBack) return;
  image.dataset.fellBack = 'true';
  // A srcset outranks src: without removing it the browser would keep choosing the failed picture.
  image.removeAttribute('srcset');
  // data-fallback holds a root-relative path ('/images/...'), like every internal URL in the data.
  image.src = withBase(fallback);
}

export function enableImageFallbacks() {
  // Errors from here on: 'error' does not bubble, so listen in the capture phase.
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) useFallback(event.target);
    },
    true,
  );
  // Errors that happened before this script ran.
  for (const image of document.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
    if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) useFallback(image);
  }
}
