// Every language's dictionary for the browser tests, read from its folder by the language list. The
// site's own table (src/i18n/index.ts) finds the folders with Vite's import.meta.glob, which Playwright's
// loader does not run.
import { LANGUAGE_CODES, type Language } from '@/data/languages';
import type { Dictionary } from '@/i18n/dictionary';

export const DICTIONARIES = Object.fromEntries(
  await Promise.all(
    LANGUAGE_CODES.map(
      async (language) =>
        [
          language,
          ((await import(`../../src/i18n/${language}/index.ts`)) as { dictionary: Dictionary }).dictionary,
        ] as const,
    ),
  ),
) as Readonly<Record<Language, Dictionary>>;
