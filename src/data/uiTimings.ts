/** Interaction timings and notification defaults: where toasts appear, and how the header menus open and close. */

/**
 * Toasts stack in the bottom corner at the end of a line: bottom-right in a left-to-right page,
 * bottom-left in a right-to-left one (sonner's positions are physical, so each direction names its own).
 */
export const TOAST_POSITION = { ltr: 'bottom-right', rtl: 'bottom-left' } as const;
/** Alt+T moves focus to the notifications region. */
export const TOAST_HOTKEY = ['altKey', 'KeyT'];

/** The Tools menu opens on hover after the pointer has been over it this long. */
export const NAV_MENU_OPEN_DELAY_MS = 200;
/** Moving back in within this long of the menu closing reopens it at once, like a native menu bar. */
export const NAV_MENU_SKIP_DELAY_MS = 300;
/** The menu stays open this long after the pointer leaves it. */
export const NAV_MENU_CLOSE_DELAY_MS = 150;

/**
 * Typing in a filter, or dragging the calculator's slider, writes the address once the input has
 * paused this long: browsers throttle (Safari throws on) rapid replaceState calls.
 */
export const URL_WRITE_DELAY_MS = 300;
