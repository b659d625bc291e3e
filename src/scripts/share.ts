/**
 * Sharing a page link: the device's native share dialog when there is one,
 * otherwise the link goes to the clipboard with an alert. Failures are only logged.
 */
import { copyText } from './clipboard';

export const LINK_COPIED_ALERT = 'Link copied to clipboard!';

export interface ShareRequest {
  title: string;
  text?: string;
  url: string;
}

export type ShareOutcome = 'shared' | 'copied' | 'failed';

export async function shareLink(request: ShareRequest): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(request);
      return 'shared';
    } catch (error) {
      // Includes the visitor closing the dialog (AbortError): nothing to tell them.
      console.warn('Native share failed:', error);
      return 'failed';
    }
  }
  if (!(await copyText(request.url))) return 'failed';
  window.alert(LINK_COPIED_ALERT);
  return 'copied';
}

/** The address of the current page without its hash, the form worth sharing. */
export function currentPageUrl(): string {
  const { origin, pathname, search } = window.location;
  return `${origin}${pathname}${search}`;
}
