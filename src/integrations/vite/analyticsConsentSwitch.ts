/**
 * The consent prompt's code only in builds that ask visitors (a measurement id and
 * PUBLIC_ANALYTICS_CONSENT=ask). Every page's script calls `enableAnalyticsConsent()`; in any other
 * build its module loads as an empty function, so neither it nor the prompt it imports on demand is
 * bundled, and pages carry no byte of it. (The bundler cannot see through the build's constants to drop
 * a dynamic import by itself: the prompt's chunk and what it shares would ship anyway.)
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const CONSENT_MODULE = fileURLToPath(new URL('../../../src/scripts/analyticsConsent.ts', import.meta.url));

/** What the module exports when no one is asked: the same function, doing nothing. */
const CONSENT_MODULE_WHEN_NOT_ASKED = 'export function enableAnalyticsConsent() {}\n';

export function analyticsConsentSwitch(consentAsked: boolean): Plugin {
  return {
    name: 'site:analytics-consent-switch',
    enforce: 'pre',
    load(id) {
      if (!consentAsked && id.split('?')[0] === CONSENT_MODULE) return CONSENT_MODULE_WHEN_NOT_ASKED;
      return null;
    },
  };
}
