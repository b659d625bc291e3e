/** Interaction timings and notification defaults (SPEC §9 "Notification defaults"). */

export const TOAST_POSITION = 'bottom-right' as const;
/** Alt+T moves focus to the notifications region. */
export const TOAST_HOTKEY = ['altKey', 'KeyT'];
export const TOAST_ARIA_LABEL = 'Notifications';

/** No page has a tooltip yet; the first one must use these (SPEC §9). */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const NAV_MENU_OPEN_DELAY_MS = 200;
export const NAV_MENU_SKIP_DELAY_MS = 300;
export const NAV_MENU_CLOSE_DELAY_MS = 150;

/**
 * Typing in a filter, or dragging the calculator's slider, writes the address once the input has
 * paused this long: browsers throttle (Safari throws on) rapid replaceState calls.
 */
export const URL_WRITE_DELAY_MS = 300;
