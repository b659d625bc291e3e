/** Fixed texts of the Terms and Privacy pages. */
export const LEGAL_LAST_UPDATED = 'June 30, 2024';
