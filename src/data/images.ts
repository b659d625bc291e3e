/** Local images shown when an external one fails to load (an external fallback fails exactly when needed). */
export const FALLBACK_IMAGE = '/images/fallback-image.svg';
export const FALLBACK_AVATAR = '/images/fallback-avatar.svg';
