/** Fixed texts of the Terms and Privacy pages (SPEC §9 "Fixed texts"). */
export const LEGAL_LAST_UPDATED = 'June 30, 2024';
