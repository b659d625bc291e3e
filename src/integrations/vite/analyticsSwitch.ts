/**
 * Analytics code only in builds that use it. Every page's script calls `enableAnalyticsConsent()` and
 * `reportWebVitalsIfAllowed(…)`; in a build that asks no one (not a measurement id with
 * PUBLIC_ANALYTICS_CONSENT=ask), the first one's module loads as an empty function, and in a build
 * without a measurement id so does the second's. Neither module, nor what it imports on demand (the
 * prompt, the web-vitals library), is then bundled, and pages carry no byte of it. (The bundler cannot
 * see through the build's constants to drop a dynamic import by itself: its chunk and what it shares
 * would ship anyway.)
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** What decides which analytics modules a build keeps. */
export interface AnalyticsUse {
  /** A measurement id and the 'ask' policy: visitors are asked. */
  consentAsked: boolean;
  /** A measurement id: the Google tag loads, and vitals are reported where allowed. */
  measured: boolean;
}

const scriptModule = (name: string) => fileURLToPath(new URL(`../../../src/scripts/${name}`, import.meta.url));

/** Each switchable module, the same exports doing nothing, and when the real one is kept. */
const SWITCHES = [
  {
    module: scriptModule('analyticsConsent.ts'),
    unused: 'export function enableAnalyticsConsent() {}\n',
    kept: (use: AnalyticsUse) => use.consentAsked,
  },
  {
    module: scriptModule('webVitals.ts'),
    unused: 'export function reportWebVitalsIfAllowed() {}\n',
    kept: (use: AnalyticsUse) => use.measured,
  },
];

export function analyticsSwitch(use: AnalyticsUse): Plugin {
  return {
    name: 'site:analytics-switch',
    enforce: 'pre',
    load(id) {
      const path = id.split('?')[0];
      return SWITCHES.find((entry) => entry.module === path && !entry.kept(use))?.unused ?? null;
    },
  };
}
