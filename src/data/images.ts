/**
 * The site's neutral pictures: shown when a picture fails to load, and in place of a trend's cover the
 * build could not make its own. Files of the site, so they load where the page did.
 */
export const FALLBACK_IMAGE = '/images/fallback-image.svg';
export const FALLBACK_AVATAR = '/images/fallback-avatar.svg';
