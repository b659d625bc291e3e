/** Keeps the calculator's inputs in the address bar, so an estimate can be shared as a link and survives reload. */
import { useCallback, useEffect, useRef } from 'react';
import { trackPageViewWhenSettled } from '../../scripts/analytics';
import { type EarningsInputs } from '../../lib/earnings/inputs';
import { earningsSearchWith } from '../../lib/earnings/urlState';

/** Dragging the slider fires dozens of changes a second; browsers throttle (Safari throws on) rapid replaceState. */
const URL_WRITE_DELAY_MS = 250;

export function earningsUrl(inputs: EarningsInputs): string {
  return `${location.origin}${location.pathname}${earningsSearchWith(location.search, inputs)}${location.hash}`;
}

/** True when the address changed. */
function replaceUrl(inputs: EarningsInputs): boolean {
  const before = location.href;
  try {
    // replaceState, not pushState: tweaking a number is not a new page for the Back button.
    history.replaceState(history.state, '', earningsUrl(inputs));
  } catch (error) {
    console.warn('Could not keep the calculator inputs in the URL:', error);
  }
  return location.href !== before;
}

/**
 * Returns a function that writes the inputs to the URL: after a short pause, for the visitor's changes,
 * each new address counting as a page view once the inputs settle; or at once (`debounce: false`) to
 * tidy the address the page loaded with, which that load's page view already counted.
 */
export function useUrlSync(): (inputs: EarningsInputs, options?: { debounce?: boolean }) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((inputs, { debounce = true } = {}) => {
    clearTimeout(timer.current);
    if (debounce) {
      timer.current = setTimeout(() => {
        if (replaceUrl(inputs)) trackPageViewWhenSettled();
      }, URL_WRITE_DELAY_MS);
    } else {
      replaceUrl(inputs);
    }
  }, []);
}
