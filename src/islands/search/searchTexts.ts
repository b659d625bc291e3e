/** What the search island is given by its page: its texts in the page's language and its links. */
import type { Dictionary } from '@/i18n/dictionary';

export type SearchTexts = Dictionary['search']['island'];

/** The page's own address and the listings', base path included, in the page's language where they exist. */
export interface SearchLinks {
  search: string;
  tutorials: string;
  trends: string;
}
