/** Analytics settings, apart from the rest of the site config so the page script stays tiny. */

/** The deploy's consent policy (PUBLIC_ANALYTICS_CONSENT); see ANALYTICS.consent. */
export const CONSENT_POLICIES = ['ask', 'granted', 'denied'] as const;
export type ConsentPolicy = (typeof CONSENT_POLICIES)[number];

/** The policy named by a setting, or null for anything else (unset included). */
export function parseConsentPolicy(value: unknown): ConsentPolicy | null {
  return CONSENT_POLICIES.find((policy) => policy === value) ?? null;
}

// Top-level constants, not a function's result: with no measurement id the bundler can see that the
// tag and consent code never run, and leaves them out of every page's script.
const measurementIdSetting: unknown = import.meta.env?.PUBLIC_GA_MEASUREMENT_ID;

/** PUBLIC_GA_MEASUREMENT_ID at build time (G-...); unset or blank means no Google tag. */
export const MEASUREMENT_ID: string | null =
  typeof measurementIdSetting === 'string' && measurementIdSetting.trim() !== '' ? measurementIdSetting.trim() : null;

/**
 * PUBLIC_ANALYTICS_CONSENT: whether the Google tag may set cookies. 'ask' (the default) asks each
 * visitor first; 'granted' needs no prompt; 'denied' never sets them. The deploy settings reject any
 * other value before the build starts.
 */
// Compared in place rather than through parseConsentPolicy, for the same reason: a function call keeps
// the policy list and the parser in every page's script (about 40 bytes), a comparison folds away.
const consentSetting: unknown = import.meta.env?.PUBLIC_ANALYTICS_CONSENT;
export const CONSENT_POLICY: ConsentPolicy =
  consentSetting === 'granted' || consentSetting === 'denied' ? consentSetting : 'ask';

export const ANALYTICS = {
  enabled: true,
  /** With a measurement id the Google tag loads; while null, events stay in window.dataLayer. */
  measurementId: MEASUREMENT_ID,
  consent: CONSENT_POLICY,
};

/** Whether visitors are asked (the prompt and the footer's "Cookie settings"): a tag, and the 'ask' policy. */
export function consentIsAsked(measurementId: string | null, policy: ConsentPolicy): boolean {
  return measurementId !== null && policy === 'ask';
}

export const CONSENT_IS_ASKED = consentIsAsked(MEASUREMENT_ID, CONSENT_POLICY);

/** Address changes that come in bursts (typing in a filter) count once the address has settled. */
export const PAGE_VIEW_SETTLE_MS = 800;

/** Where the visitor's answer to the consent prompt is kept (localStorage): 'granted' or 'denied'. */
export const CONSENT_STORAGE_KEY = 'analyticsConsent';

/** Where the footer's "Cookie settings" link leads without JavaScript: the privacy page's section on it. */
export const COOKIE_SETTINGS_ANCHOR = 'cookie-settings';
