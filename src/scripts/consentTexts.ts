/** The consent prompt's words in the page's language, loaded with the prompt (src/scripts/languageCopies.ts). */
import type { Dictionary } from '@/i18n/dictionary';
import { loadLanguageCopy } from './languageCopies';

const CONSENT = import.meta.glob<Dictionary['consent']>('../i18n/*/consent.ts', { import: 'consent' });

export const loadConsentTexts = () => loadLanguageCopy(CONSENT, 'consent');
