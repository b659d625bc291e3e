/**
 * Share and Save on a tutorial page. Share copies the page link; Save only
 * confirms, as nothing is stored. A failed copy is only logged, so it shows no toast. Each button
 * carries its toast's texts (data-toast-title, data-toast-description) in the page's language.
 */
import { copyText } from './clipboard';
import { showToast } from './toast';
import type { ToastRequest } from '@/data/toastRequest';

/** The toast a button's markup names. */
function buttonToast(button: Element): ToastRequest {
  const { toastTitle = '', toastDescription } = (button as HTMLElement).dataset;
  return { title: toastTitle, description: toastDescription };
}

/** The page's own address, without a query or fragment the visitor happened to arrive with. */
function pageLink(): string {
  return `${location.origin}${location.pathname}`;
}

export function enableTutorialActions() {
  for (const button of document.querySelectorAll('[data-tutorial-share]')) {
    button.addEventListener('click', () => {
      void copyText(pageLink()).then((copied) => copied && showToast(buttonToast(button)));
    });
  }
  for (const button of document.querySelectorAll('[data-tutorial-save]')) {
    button.addEventListener('click', () => showToast(buttonToast(button)));
  }
}
