/**
 * The contact form: the browser's own validation runs first, so 'submit' fires only for a
 * complete form; nothing is sent anywhere, the visitor gets a toast and an empty form. The toast's
 * texts, in the page's language, are the form's data-toast-title and data-toast-description.
 */
import { showToast } from './toast';

export function enhanceContactForm(form: HTMLFormElement) {
  const { toastTitle = '', toastDescription } = form.dataset;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    form.reset();
    showToast({ title: toastTitle, description: toastDescription, variant: 'success' });
  });
}
