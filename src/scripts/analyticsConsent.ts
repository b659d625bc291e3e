/**
 * Asks visitors about analytics cookies, in builds that ask (a measurement id and
 * PUBLIC_ANALYTICS_CONSENT=ask; any other build gets an empty function instead, see
 * src/integrations/vite/analyticsSwitch.ts): shows the prompt by itself on a first visit and from
 * the footer's "Cookie settings" link, and applies an answer given in another tab. The prompt itself
 * (src/scripts/consentPrompt.ts) loads only when it shows.
 */
import { CONSENT_STORAGE_KEY } from '@/data/analytics';
import { promptOnLoad, promptOnRequest } from '@/lib/analyticsConsent';
import { consentInputs, updateTagConsent } from './consentState';

export function enableAnalyticsConsent() {
  let loading: Promise<typeof import('./consentPrompt')> | null = null;
  // Loaded once; a failed download (offline on a first visit) is tried again on the next request.
  const prompt = () =>
    (loading ??= import('./consentPrompt').catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const onLoad = promptOnLoad(consentInputs());
  // Should the download fail, the next page asks again.
  if (onLoad)
    prompt()
      .then(({ showConsentPrompt }) => showConsentPrompt(onLoad))
      .catch(() => {});
  // Without script, or should the prompt fail to load, the link leads to the privacy page's section on cookies.
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-cookie-settings]')) {
    link.addEventListener('click', (event) => {
      event.preventDefault();
      prompt()
        .then(({ showConsentPrompt }) => showConsentPrompt(promptOnRequest(consentInputs()), link))
        .catch(() => window.location.assign(link.href));
    });
  }
  window.addEventListener('storage', (event) => {
    if (event.key !== CONSENT_STORAGE_KEY) return;
    // A "no" there removed the cookies already (they are shared): this tab's tag needs telling.
    updateTagConsent();
    void loading?.then(({ closeConsentPrompt }) => closeConsentPrompt());
  });
}
