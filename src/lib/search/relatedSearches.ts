/** The "Related Searches" chips for a query, from the page language's table of related terms. */
import { RELATED_SEARCH_LIMIT } from '@/data/search';
import { toPagefindQuery } from './query';

/** A language's related terms: groups of terms by keyword, and the terms offered when no keyword matches. */
export interface RelatedSearchTerms {
  byKeyword: readonly { keyword: string; terms: readonly string[] }[];
  fallback: readonly string[];
}

/** Lower-case words of a query without accents (a visitor may leave them out), hyphenated parts split. */
function queryWords(query: string): string[] {
  return toPagefindQuery(withoutAccents(query.toLowerCase()))
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function withoutAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC');
}

function keywordMatches(keyword: string, word: string): boolean {
  return word.startsWith(keyword) || (word.length >= 3 && keyword.startsWith(word));
}

/**
 * Arabic joins the article and one-letter words to the word they precede (الخوارزمية, والخوارزمية,
 * بالخوارزمية, للخوارزمية): a word is matched as typed and without them, so a keyword written bare
 * matches every form.
 */
const ARABIC_ARTICLE = /^(?:[وفبك]?ال|[وف]?لل)(?=\p{L}{2})/u;

function wordForms(word: string): string[] {
  const bare = word.replace(ARABIC_ARTICLE, '');
  return bare === word ? [word] : [word, bare];
}

/**
 * Up to RELATED_SEARCH_LIMIT chips for a query: terms related to its words first, then the language's
 * popular search terms; never the query itself.
 */
export function relatedSearches(query: string, related: RelatedSearchTerms): string[] {
  const words = queryWords(query);
  const own = words.join(' ');
  const picked: string[] = [];
  const add = (term: string) => {
    if (picked.length < RELATED_SEARCH_LIMIT && !picked.includes(term) && queryWords(term).join(' ') !== own)
      picked.push(term);
  };
  for (const word of words) {
    const forms = wordForms(word);
    for (const { keyword, terms } of related.byKeyword) {
      const bareKeyword = withoutAccents(keyword);
      if (forms.some((form) => keywordMatches(bareKeyword, form))) terms.forEach(add);
    }
  }
  related.fallback.forEach(add);
  return picked;
}
