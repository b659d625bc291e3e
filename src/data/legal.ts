/** Fixed facts of the Terms and Privacy pages: the day their texts last changed (ISO date). */
export const LEGAL_LAST_UPDATED = '2024-06-30';
