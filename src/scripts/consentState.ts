/**
 * The visitor's analytics consent on this page: read from storage and the browser's Global Privacy
 * Control, handed to the Google tag as its starting state before the tag loads, and updated when the
 * visitor answers. Every build with a tag uses it, whatever its consent policy.
 */
import { CONSENT_POLICY, CONSENT_STORAGE_KEY } from '@/data/analytics';
import {
  analyticsStorage,
  consentDefaults,
  parseConsentChoice,
  type ConsentChoice,
  type ConsentInputs,
} from '@/lib/analyticsConsent';
import { gtag } from './googleTag';
import { reportWebVitalsIfAllowed } from './webVitals';

/** The stored answer; unreadable or corrupted storage means "not asked yet", never an error. */
function storedChoice(): ConsentChoice | null {
  try {
    return parseConsentChoice(localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** This page's answer, for when storage cannot keep it (blocked storage): it holds until the page is left. */
let pageChoice: ConsentChoice | null = null;

export function rememberForThisPage(choice: ConsentChoice) {
  pageChoice = choice;
}

export function consentInputs(): ConsentInputs {
  return {
    policy: CONSENT_POLICY,
    choice: storedChoice() ?? pageChoice,
    globalPrivacyControl: (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true,
  };
}

/** The state the tag starts in; queued before the tag's set-up, so the tag never runs without it. */
export function queueConsentDefaults() {
  gtag('consent', 'default', consentDefaults(consentInputs()));
}

/** Tells a tag already running on this page what the visitor now allows (and starts the vitals on a yes). */
export function updateTagConsent(): ConsentChoice {
  const storage = analyticsStorage(consentInputs());
  gtag('consent', 'update', { analytics_storage: storage });
  reportWebVitalsIfAllowed(storage);
  return storage;
}
