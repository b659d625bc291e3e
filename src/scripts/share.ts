/**
 * Sharing a page link: the device's native share dialog when there is one,
 * otherwise the link goes to the clipboard with an alert (`copiedAlert`, in the page's language).
 * Failures are only logged.
 */
import { copyText } from './clipboard';

export interface ShareRequest {
  title: string;
  text?: string;
  url: string;
}

export type ShareOutcome = 'shared' | 'copied' | 'failed';

export async function shareLink(request: ShareRequest, copiedAlert: string): Promise<ShareOutcome> {
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
  window.alert(copiedAlert);
  return 'copied';
}

/** The address of the current page without its hash, the form worth sharing. */
export function currentPageUrl(): string {
  const { origin, pathname, search } = window.location;
  return `${origin}${pathname}${search}`;
}
