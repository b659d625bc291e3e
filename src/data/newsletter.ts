/** Newsletter texts: sign-up is not live yet, so every form only says so. */
import type { ToastRequest } from './toastRequest';

export const NEWSLETTER_CLAIM = '5,000+ creators';

export const NEWSLETTER_COMING_SOON_TOAST: ToastRequest = {
  title: 'Coming Soon',
  description: 'Newsletter signup will be available soon.',
};
