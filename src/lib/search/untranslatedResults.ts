/**
 * A search from a page in another language than English also lists English pages: those of entries
 * with no translation in the page's language, after the language's own results, counted with them.
 */
import { SEARCH_TRANSLATES_FILTER, type SearchFilter } from '@/data/search';
import { withoutBase } from '@/lib/sitePaths';
import type { CategoryCounts } from './categories';
import { toResultCard, type PagefindFragment, type SearchResultCard } from './resultCard';
import { resultLink } from './resultLink';

/** The English paths of the pages the language's index holds translations of (its translates filter). */
export function translatedEntries(filters: Record<string, Record<string, number>> | undefined): Set<string> {
  return new Set(Object.keys(filters?.[SEARCH_TRANSLATES_FILTER] ?? {}).map(resultLink));
}

/**
 * Cards for English fragments whose page has no translation among `translated` (English paths), each
 * marked with the language it is written in.
 */
export function untranslatedCards(
  fragments: readonly PagefindFragment[],
  translated: ReadonlySet<string>,
  language: string,
): SearchResultCard[] {
  return fragments.flatMap((fragment) => {
    const card = toResultCard(fragment);
    return card && !translated.has(withoutBase(card.link)) ? [{ ...card, language }] : [];
  });
}

/** Whether a card is shown under a filter button. */
export function inSearchFilter(card: SearchResultCard, filter: SearchFilter): boolean {
  return filter === 'All' || card.category === filter;
}

/** Filter counts with `cards` added, each to All and to its category. */
export function countsWith(counts: CategoryCounts, cards: readonly SearchResultCard[]): CategoryCounts {
  const total = { ...counts };
  for (const card of cards) {
    total.All++;
    total[card.category]++;
  }
  return total;
}
