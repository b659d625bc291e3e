/** Keeps the calculator's inputs in the address bar, so an estimate can be shared as a link and survives reload. */
import { useCallback, useEffect, useRef } from 'react';
import { type EarningsInputs } from '../../lib/earnings/inputs';
import { earningsSearchWith } from '../../lib/earnings/urlState';

/** Dragging the slider fires dozens of changes a second; browsers throttle (Safari throws on) rapid replaceState. */
const URL_WRITE_DELAY_MS = 250;

export function earningsUrl(inputs: EarningsInputs): string {
  return `${location.origin}${location.pathname}${earningsSearchWith(location.search, inputs)}${location.hash}`;
}

function replaceUrl(inputs: EarningsInputs) {
  try {
    // replaceState, not pushState: tweaking a number is not a new page for the Back button.
    history.replaceState(history.state, '', earningsUrl(inputs));
  } catch (error) {
    console.warn('Could not keep the calculator inputs in the URL:', error);
  }
}

/** Returns a function that writes the inputs to the URL: at once, or after a short pause when `debounce` is set. */
export function useUrlSync(): (inputs: EarningsInputs, options?: { debounce?: boolean }) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((inputs, { debounce = true } = {}) => {
    clearTimeout(timer.current);
    if (debounce) timer.current = setTimeout(() => replaceUrl(inputs), URL_WRITE_DELAY_MS);
    else replaceUrl(inputs);
  }, []);
}
