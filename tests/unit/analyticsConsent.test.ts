import { describe, expect, it } from 'vitest';
import {
  analyticsStorage,
  consentDefaults,
  cookieDomains,
  isAnalyticsCookie,
  parseConsentChoice,
  promptOnLoad,
  promptOnRequest,
  type ConsentInputs,
} from '@/lib/analyticsConsent';
import { parseConsentPolicy } from '@/data/analytics';

const inputs = (overrides: Partial<ConsentInputs> = {}): ConsentInputs => ({
  policy: 'ask',
  choice: null,
  globalPrivacyControl: false,
  ...overrides,
});

describe('stored answers and policies', () => {
  it('reads only the two answers; anything else is "not asked yet"', () => {
    expect(parseConsentChoice('granted')).toBe('granted');
    expect(parseConsentChoice('denied')).toBe('denied');
    for (const corrupt of [null, undefined, '', 'true', 'GRANTED', '{"v":1}', 1])
      expect(parseConsentChoice(corrupt)).toBeNull();
  });

  it('knows the three policies and nothing else', () => {
    expect(['ask', 'granted', 'denied'].map(parseConsentPolicy)).toEqual(['ask', 'granted', 'denied']);
    expect(parseConsentPolicy(undefined)).toBeNull();
    expect(parseConsentPolicy('yes')).toBeNull();
  });
});

describe('the state the tag starts in', () => {
  it('always denies the advertising signals: the site shows no ads', () => {
    for (const policy of ['ask', 'granted', 'denied'] as const)
      for (const choice of [null, 'granted', 'denied'] as const)
        expect(consentDefaults(inputs({ policy, choice }))).toMatchObject({
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
        });
  });

  it('asks first: no analytics cookies until the visitor accepts', () => {
    expect(analyticsStorage(inputs())).toBe('denied');
    expect(analyticsStorage(inputs({ choice: 'granted' }))).toBe('granted');
    expect(analyticsStorage(inputs({ choice: 'denied' }))).toBe('denied');
  });

  it("follows a deployer's fixed policy whatever is stored", () => {
    expect(analyticsStorage(inputs({ policy: 'granted' }))).toBe('granted');
    expect(analyticsStorage(inputs({ policy: 'granted', choice: 'denied' }))).toBe('granted');
    expect(analyticsStorage(inputs({ policy: 'denied', choice: 'granted' }))).toBe('denied');
  });

  it('honours Global Privacy Control over every policy and answer', () => {
    for (const policy of ['ask', 'granted', 'denied'] as const)
      for (const choice of [null, 'granted', 'denied'] as const)
        expect(analyticsStorage(inputs({ policy, choice, globalPrivacyControl: true }))).toBe('denied');
  });
});

describe('when the prompt shows', () => {
  it('by itself only for a visitor not asked yet, where the policy is to ask', () => {
    expect(promptOnLoad(inputs())).toBe('ask');
    expect(promptOnLoad(inputs({ choice: 'granted' }))).toBeNull();
    expect(promptOnLoad(inputs({ choice: 'denied' }))).toBeNull();
    expect(promptOnLoad(inputs({ policy: 'granted' }))).toBeNull();
    expect(promptOnLoad(inputs({ policy: 'denied' }))).toBeNull();
  });

  it('as a notice, not a question, when the browser sends Global Privacy Control', () => {
    expect(promptOnLoad(inputs({ globalPrivacyControl: true }))).toBe('gpc');
    expect(promptOnLoad(inputs({ globalPrivacyControl: true, choice: 'denied' }))).toBeNull();
    expect(promptOnRequest(inputs({ globalPrivacyControl: true, choice: 'granted' }))).toBe('gpc');
    expect(promptOnRequest(inputs({ choice: 'granted' }))).toBe('ask');
  });
});

describe('removing analytics cookies', () => {
  it("knows Google Analytics 4's cookies and leaves the others", () => {
    for (const name of ['_ga', '_ga_TEST12345', '_gid']) expect(isAnalyticsCookie(name)).toBe(true);
    for (const name of ['ga', '_gat_x', 'theme', '_gax']) expect(isAnalyticsCookie(name)).toBe(false);
  });

  it('tries the host and each parent domain the tag could have used', () => {
    expect(cookieDomains('www.creators.example.org')).toEqual([
      'www.creators.example.org',
      'creators.example.org',
      'example.org',
    ]);
    expect(cookieDomains('localhost')).toEqual(['localhost']);
    expect(cookieDomains('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(cookieDomains('::1')).toEqual(['::1']);
  });
});
