/**
 * Analytics consent, decided without the DOM: which consent state the Google tag starts in, and whether
 * the visitor is asked. Google's Consent Mode has four signals; the site shows no ads, so the three
 * about ads are always denied, and only `analytics_storage` (may the tag set cookies) depends on the
 * deploy's policy, the visitor's answer and the browser's Global Privacy Control.
 */

import type { ConsentPolicy } from '@/data/analytics';

/** What a visitor answered, as stored. */
export type ConsentChoice = 'granted' | 'denied';

/** Google's Consent Mode signals, as `gtag('consent', 'default' | 'update', …)` takes them. */
export interface ConsentState {
  ad_storage: 'denied';
  ad_user_data: 'denied';
  ad_personalization: 'denied';
  analytics_storage: ConsentChoice;
}

/** A stored answer; anything else (missing, corrupted, edited by hand) means "not asked yet". */
export function parseConsentChoice(stored: unknown): ConsentChoice | null {
  return stored === 'granted' || stored === 'denied' ? stored : null;
}

export interface ConsentInputs {
  policy: ConsentPolicy;
  /** The visitor's stored answer, or null when not asked yet (or storage is unreadable). */
  choice: ConsentChoice | null;
  /** navigator.globalPrivacyControl: the browser asks sites not to share or sell data. */
  globalPrivacyControl: boolean;
}

/** May the tag set its cookies? Global Privacy Control always wins; then the policy; then the answer. */
export function analyticsStorage({ policy, choice, globalPrivacyControl }: ConsentInputs): ConsentChoice {
  if (globalPrivacyControl) return 'denied';
  if (policy !== 'ask') return policy;
  return choice ?? 'denied';
}

/** The state the tag starts a page in, set before the tag loads. */
export function consentDefaults(inputs: ConsentInputs): ConsentState {
  return {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: analyticsStorage(inputs),
  };
}

/**
 * What the prompt says, if it shows by itself on this page: 'ask' for a visitor not asked yet, 'gpc'
 * (there is nothing to ask: a notice that cookies stay off) when the browser sends Global Privacy
 * Control and the visitor has not seen that notice; null once answered, or when the policy asks no one.
 */
export type PromptKind = 'ask' | 'gpc';

export function promptOnLoad(inputs: ConsentInputs): PromptKind | null {
  if (inputs.policy !== 'ask' || inputs.choice !== null) return null;
  return inputs.globalPrivacyControl ? 'gpc' : 'ask';
}

/** What the prompt says when the visitor reopens it (the footer's "Cookie settings"). */
export function promptOnRequest(inputs: ConsentInputs): PromptKind {
  return inputs.globalPrivacyControl ? 'gpc' : 'ask';
}

/** The cookies Google Analytics 4 sets: `_ga`, and `_ga_<container>` per measurement id. */
export function isAnalyticsCookie(name: string): boolean {
  return name === '_ga' || name.startsWith('_ga_') || name === '_gid';
}

/**
 * The domains a cookie may have been set on from this host: the host, then each parent domain
 * (GA sets its cookies on the widest domain the browser accepts, e.g. `.example.com` from www).
 */
export function cookieDomains(hostname: string): string[] {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':') || !hostname.includes('.')) return [hostname];
  const labels = hostname.split('.');
  const domains: string[] = [];
  for (let start = 0; start < labels.length - 1; start += 1) domains.push(labels.slice(start).join('.'));
  return domains;
}
