/** The "Related Searches" chips for a query. */
import { FOOTER_SEARCH_TERMS } from '@/data/navigation';
import { RELATED_BY_KEYWORD, RELATED_SEARCH_LIMIT } from '@/data/search';
import { toPagefindQuery } from './query';

/** Lower-case words of a query, hyphenated parts split. */
function queryWords(query: string): string[] {
  return toPagefindQuery(query.toLowerCase())
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function keywordMatches(keyword: string, word: string): boolean {
  return word.startsWith(keyword) || (word.length >= 3 && keyword.startsWith(word));
}

/**
 * Up to RELATED_SEARCH_LIMIT chips for a query: terms related to its words first, then the footer's
 * popular search terms; never the query itself.
 */
export function relatedSearches(query: string): string[] {
  const words = queryWords(query);
  const own = words.join(' ');
  const picked: string[] = [];
  const add = (term: string) => {
    if (picked.length < RELATED_SEARCH_LIMIT && !picked.includes(term) && queryWords(term).join(' ') !== own)
      picked.push(term);
  };
  for (const word of words) {
    for (const [keyword, terms] of Object.entries(RELATED_BY_KEYWORD)) {
      if (keywordMatches(keyword, word)) terms.forEach(add);
    }
  }
  FOOTER_SEARCH_TERMS.forEach(add);
  return picked;
}
