/** What the coming-soon vote list says: its button labels and the toast a vote gets. */
import type { ToastRequest } from './toastRequest';

export const VOTE_TOAST: ToastRequest = {
  title: 'Thanks for your vote!',
  description: "We'll prioritize this feature based on community feedback.",
  variant: 'success',
};

/** What a feature's button says once this browser has voted for it. */
export const VOTED_LABEL = 'Voted';
export const VOTE_LABEL = 'Vote';
