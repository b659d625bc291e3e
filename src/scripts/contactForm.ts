/**
 * The contact form: the browser's own validation runs first, so 'submit' fires only for a
 * complete form; nothing is sent anywhere, the visitor gets a toast and an empty form.
 */
import { showToast } from './toast';
import type { ToastRequest } from '@/data/toastRequest';

const CONTACT_SENT_TOAST: ToastRequest = {
  title: 'Message sent!',
  description: "Thanks for reaching out. We'll get back to you soon.",
  variant: 'success',
};

export function enhanceContactForm(form: HTMLFormElement) {
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    form.reset();
    showToast(CONTACT_SENT_TOAST);
  });
}
