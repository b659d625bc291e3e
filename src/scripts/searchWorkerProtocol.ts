/**
 * The messages between the search page and its search worker (src/scripts/searchWorker.ts).
 * Every request carries an id; the worker answers each once, with the same id.
 */
import type { Language } from '@/data/languages';
import type { SearchFilter } from '@/data/search';
import type { CategoryCounts } from '@/lib/search/categories';
import type { SearchResultCard } from '@/lib/search/resultCard';

/** Where the index lives: the worker has no page to read it from. */
export interface IndexLocation {
  /** Absolute URL of Pagefind's bundle folder, ending in a slash. */
  bundleUrl: string;
  /** This build's tag for the index entry file, so a browser can reuse it until the next build. */
  indexTag?: string;
  /** The page's language: its index is searched (and, in another language than English, English's after it). */
  language: Language;
  /** The page's `<html lang>`, which names its language's index in Pagefind's bundle ('pt-BR'). */
  htmlLang: string;
}

/** What the page asks: a query's results with its first cards, or more cards of an earlier query. */
export type SearchQuestion =
  | { kind: 'search'; query: string; filter: SearchFilter; firstCards: number }
  | { kind: 'cards'; searchId: number; from: number; to: number };

export type SearchRequest = SearchQuestion & IndexLocation & { id: number };

/**
 * Sent once by the search page's first inline script (components/search/EarlySearch.astro), before
 * any module has arrived, when the address has a query: download the engine and the files its start
 * needs for the page's language. Nothing is run (no WebAssembly compiled, nothing searched), so the
 * worker never competes with the page's hydration for a phone's CPU. It is answered with nothing.
 */
export type WarmUpRequest = { kind: 'warmUp' } & IndexLocation;

/** One query's outcome: how many results, the per-category counts, and the cards asked for. */
export interface SearchOutcome {
  /** Names the worker's list of results, for loading more cards later. */
  searchId: number;
  total: number;
  counts: CategoryCounts;
  cards: SearchResultCard[];
  /** The Related Searches chips for the query (worked out here, so their word table stays out of the page). */
  related: string[];
}

export type SearchAnswerReply =
  { id: number; ok: true; outcome: SearchOutcome } | { id: number; ok: true; cards: SearchResultCard[] };
export type SearchReply = SearchAnswerReply | { id: number; ok: false; error: string };
