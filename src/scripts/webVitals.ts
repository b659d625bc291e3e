/**
 * Reports real visitors' Core Web Vitals to the Google tag (src/lib/webVitalsEvents.ts), only where the
 * visitor allows analytics: a build with a measurement id, and analytics storage granted (an answer of
 * yes, or a build whose policy grants it; never before an answer, after a no, or with Global Privacy
 * Control). The reporter (src/scripts/webVitalsReporter.ts, with the web-vitals library's attribution
 * build, for the element each metric blames) loads then, after the page's load and an idle moment, so
 * it never competes with the page or a first tap.
 */
import { MEASUREMENT_ID } from '@/data/analytics';
import type { ConsentChoice } from '@/lib/analyticsConsent';

/** How long an idle moment may be waited for once the page has loaded. */
const IDLE_TIMEOUT_MS = 5000;

let started = false;

function afterLoadAndIdle(run: () => void) {
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(run, 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * Starts reporting on this page if analytics storage is granted now (the consent state's decision,
 * passed in so this module needs nothing of it); call again after an answer.
 */
export function reportWebVitalsIfAllowed(analyticsStorage: ConsentChoice) {
  // A constant without a measurement id: the bundler leaves this module's work, and the library, out.
  if (MEASUREMENT_ID === null || started) return;
  if (analyticsStorage !== 'granted') return;
  started = true;
  afterLoadAndIdle(() => {
    import('./webVitalsReporter')
      .then(({ startReporting }) => startReporting())
      // Offline or a failed download: no report from this page, and nothing else changes.
      .catch(() => {});
  });
}
