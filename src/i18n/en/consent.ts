/**
 * The analytics consent prompt in English. The prompt (src/scripts/consentPrompt.ts) loads the page's
 * language's copy of this file when it shows, so no page carries these words in its HTML.
 */
export const consent = {
  ask: {
    title: 'Analytics cookies',
    text: 'We count page views (address and title) with Google Analytics to see which guides help creators, never for ads. May it set cookies to tell return visits apart?',
  },
  gpc: {
    title: 'Global Privacy Control is on',
    text: 'Your browser asks sites not to track you, so Google Analytics sets no cookies here; page views (address and title) are counted without them.',
  },
  /** Said when the visitor reopens the prompt after answering. */
  current: {
    granted: 'You allowed analytics cookies.',
    denied: 'You declined analytics cookies.',
  },
  accept: 'Accept',
  decline: 'Decline',
  /** The only button of the Global Privacy Control notice: there is nothing to choose. */
  dismiss: 'OK',
  privacyLink: 'Privacy policy',
  /** Announced to screen readers once the prompt closes. */
  saved: {
    granted: 'Analytics cookies allowed.',
    denied: 'Analytics cookies declined.',
  },
};
