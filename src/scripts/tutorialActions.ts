/**
 * Share and Save on a tutorial page. Share copies the page link; Save only
 * confirms, as nothing is stored. A failed copy is only logged, so it shows no toast.
 */
import { copyText } from './clipboard';
import { showToast } from './toast';
import type { ToastRequest } from '@/data/toastRequest';

const LINK_COPIED_TOAST: ToastRequest = {
  title: 'Link copied!',
  description: 'Share this tutorial with your friends.',
};

const TUTORIAL_SAVED_TOAST: ToastRequest = {
  title: 'Tutorial bookmarked!',
  description: 'You can find this in your saved tutorials.',
};

/** The page's own address, without a query or fragment the visitor happened to arrive with. */
function pageLink(): string {
  return `${location.origin}${location.pathname}`;
}

export function enableTutorialActions() {
  for (const button of document.querySelectorAll('[data-tutorial-share]')) {
    button.addEventListener('click', () => {
      void copyText(pageLink()).then((copied) => copied && showToast(LINK_COPIED_TOAST));
    });
  }
  for (const button of document.querySelectorAll('[data-tutorial-save]')) {
    button.addEventListener('click', () => showToast(TUTORIAL_SAVED_TOAST));
  }
}
