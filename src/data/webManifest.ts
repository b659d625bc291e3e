/** The installable-app identity of the site: colours and icons of its web manifest. */
import { SITE } from './site';
import { THEME_COLORS } from './theme';

/** Brand red: the browser's toolbar and the installed app's title bar. */
export const THEME_COLOR = THEME_COLORS.light;
/** The page background, shown on the installed app's splash screen. */
export const BACKGROUND_COLOR = '#ffffff';

export const APP_NAME = SITE.name;
export const APP_SHORT_NAME = 'CreatorGrowth';

/** Icons as root-relative paths (public/icons, made by scripts/make-icons.mjs from the favicon). */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export const MANIFEST_PATH = '/manifest.webmanifest';
