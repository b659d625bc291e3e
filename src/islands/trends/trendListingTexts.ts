/**
 * The /trends island's words, kept out of the page's HTML (its first flight has few bytes to spare, the
 * more so in languages whose words are longer): the browser fetches the page language's copy of the
 * `trendListing` slice with the island's code, before it hydrates; the server, which renders every
 * language's page, reads each language's copy once.
 */
import type { Dictionary } from '@/i18n/dictionary';
import { addressLanguage } from '@/lib/languagePrefix';
import { languageCopy, loadLanguageCopy } from '@/scripts/languageCopies';

export type TrendListingTexts = Dictionary['trendListing']['island'];

const COPIES = import.meta.glob<Dictionary['trendListing']>('../../i18n/*/trendListing.ts', { import: 'trendListing' });

/** The server's copies by language code (every language); in the browser, only the page's. */
const LOADED: Readonly<Record<string, Dictionary['trendListing']>> = import.meta.env.SSR
  ? Object.fromEntries(
      await Promise.all(
        Object.entries(COPIES).map(async ([path, load]) => [/\/i18n\/([^/]+)\//.exec(path)![1], await load()] as const),
      ),
    )
  : { [addressLanguage(location.pathname)]: await loadLanguageCopy(COPIES, 'trendListing') };

/** The island's words in `language` (in the browser, the page's language, which is the only one loaded). */
export function trendListingTexts(language: string): TrendListingTexts {
  const copy = LOADED[language] ?? Object.values(LOADED)[0];
  if (!copy || !languageCopy(COPIES, 'trendListing', language))
    throw new Error(`No trend listing texts for ${language}`);
  return copy.island;
}
