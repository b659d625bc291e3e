/**
 * The colour theme a visitor picks: light, dark, or the system's (the default). The choice is kept in
 * localStorage and written on the root element as `data-theme` before the first paint. The
 * stylesheet's dark rules apply for `dark`, and for a dark system unless the choice is `light`; with
 * scripts off there is no attribute, so the system decides, and the theme control (hidden until
 * its script runs) never shows.
 */
export const THEME_STORAGE_KEY = 'theme';
export const THEME_ATTRIBUTE = 'data-theme';
/** The attribute as the element's dataset names it. */
const THEME_DATASET_KEY = 'theme';

export const THEME_CHOICES = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
] as const;

export type ThemeChoice = (typeof THEME_CHOICES)[number]['value'];

/**
 * The browser toolbar colour per scheme: the brand red in light (also the installed app's colour),
 * the dark page background in dark. No imports here: browser code reads this file.
 */
export const THEME_COLORS = { light: '#d9124a', dark: '#012' } as const;

/**
 * Runs inline in the head before any stylesheet: puts the stored choice on the root element so the
 * first paint already has it. Storage that throws (blocked, private mode) or holds anything else
 * means "system". Kept tiny: it is in every page's first round trip.
 */
export const THEME_HEAD_SCRIPT = `try{var t=localStorage.${THEME_STORAGE_KEY}}catch(e){}document.documentElement.dataset.${THEME_DATASET_KEY}=/^(light|dark)$/.test(t)?t:'system'`;
