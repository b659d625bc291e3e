/**
 * The toaster's words in the page's language, loaded with the toaster (src/scripts/languageCopies.ts),
 * so every page's own toast code carries no words and no list of them.
 */
import type { Dictionary } from '@/i18n/dictionary';
import { loadLanguageCopy } from './languageCopies';

const TOASTER = import.meta.glob<Dictionary['toaster']>('../i18n/*/toaster.ts', { import: 'toaster' });

export const loadToasterTexts = () => loadLanguageCopy(TOASTER, 'toaster');
