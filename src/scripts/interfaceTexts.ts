/**
 * The words of the toaster and of an island's error screen in the page's language, each loaded as a
 * file of its own when first needed (src/scripts/languageCopies.ts).
 */
import type { Dictionary } from '@/i18n/dictionary';
import { loadLanguageCopy } from './languageCopies';

const TOASTER = import.meta.glob<Dictionary['toaster']>('../i18n/*/toaster.ts', { import: 'toaster' });
const ISLAND_ERRORS = import.meta.glob<Dictionary['islandErrors']>('../i18n/*/islandErrors.ts', {
  import: 'islandErrors',
});

export const loadToasterTexts = () => loadLanguageCopy(TOASTER, 'toaster');
export const loadIslandErrorTexts = () => loadLanguageCopy(ISLAND_ERRORS, 'islandErrors');
