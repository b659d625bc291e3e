/** The words of an island's error screen in the page's language, loaded when it shows (src/scripts/languageCopies.ts). */
import type { Dictionary } from '@/i18n/dictionary';
import { loadLanguageCopy } from './languageCopies';

const ISLAND_ERRORS = import.meta.glob<Dictionary['islandErrors']>('../i18n/*/islandErrors.ts', {
  import: 'islandErrors',
});

export const loadIslandErrorTexts = () => loadLanguageCopy(ISLAND_ERRORS, 'islandErrors');
