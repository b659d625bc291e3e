/**
 * Site search rules (SPEC §2 "Search", §4, §9): the q parameter, what Pagefind is asked for, the
 * category filters and their counts, related and popular searches, and safe result excerpts.
 */
import { SITE_NAME } from '../data/site';
import { TOOL_SEARCH_ENTRIES } from '../data/tools';
import { normalizeQuery } from './siteSearch';
import { withoutBase } from './sitePaths';

/** SPEC §9: each query or filter change shows the loading state this long before the results. */
export const SEARCH_DELAY_MS = 500;
/** A query's results are kept this long, so back/forward and repeating a query need no download. */
export const SEARCH_CACHE_MS = 5 * 60 * 1000;

/**
 * Searched fields besides the page body, as Pagefind metadata keys on each indexed page: the
 * tutorial's category and the trend's hashtags (title and description are Pagefind's `title` and
 * `description` keys).
 */
export const SEARCH_META_FIELDS = { tutorialCategory: 'tutorial_category', hashtags: 'hashtags' } as const;

/**
 * Ranking: title above description above category, hashtags or body. Pagefind scores a page as
 * its body score plus, for each metadata field the query matches, the field's weight times the
 * query's rarity (idf). The body score is at most (termSaturation + 1) x idf (diacritic bonus
 * off), so a weight above the sum of every lower field and that maximum puts its field's
 * matches first: 10 > 5 + 1 + 2.4 and 5 > 1 + 2.4.
 */
export const SEARCH_RANKING = {
  termSaturation: 1.4,
  diacriticSimilarity: 0,
  metaWeights: {
    title: 10,
    description: 5,
    [SEARCH_META_FIELDS.tutorialCategory]: 1,
    [SEARCH_META_FIELDS.hashtags]: 1,
  },
} as const;

/** The most a body match adds to a page's score, per unit of idf (see SEARCH_RANKING). */
export const SEARCH_BODY_MAX_SCORE = SEARCH_RANKING.termSaturation + 1;

/** Results whose excerpts are fetched at a time: each one is a separate index fragment download. */
export const RESULTS_PAGE_SIZE = 10;
/** Longer q values are cut: a pasted essay should not become a page-wide heading or a slow query. */
export const MAX_QUERY_LENGTH = 100;
/** How many "Related Searches" chips a result page shows. */
export const RELATED_SEARCH_LIMIT = 6;

export const SEARCH_CATEGORIES = ['Tutorials', 'Trends', 'Tools'] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];
export type SearchFilter = 'All' | SearchCategory;
export const SEARCH_FILTERS: readonly SearchFilter[] = ['All', ...SEARCH_CATEGORIES];

export const SEARCH_TEXTS = {
  heading: 'Search Results',
  prompt: 'Enter a search term to find TikTok tips, tools, and trends',
  showing: (query: string) => `Showing results for "${query}"`,
  loading: 'Searching for results...',
  related: 'Related Searches',
  emptyTitle: 'No results found',
  clear: 'Clear Search',
  browseTutorials: 'Browse Tutorials',
  popularTitle: 'Popular TikTok Searches',
  /** The page's own box; the header box keeps the spec's placeholder. */
  boxPlaceholder: 'Try growth, hashtags or brand deals',
} as const;

/** A query as the page shows and searches it: trimmed, one-spaced and capped; null when blank. */
export function cleanSearchQuery(text: string): string | null {
  const query = normalizeQuery(text.replace(/\s+/g, ' '));
  return query === null ? null : query.slice(0, MAX_QUERY_LENGTH).trimEnd();
}

/** The q parameter of a location's query string (see cleanSearchQuery); null when absent or blank. */
export function readSearchQuery(search: string): string | null {
  const raw = new URLSearchParams(search).get('q');
  return raw === null ? null : cleanSearchQuery(raw);
}

/**
 * The text handed to Pagefind for a visitor's query. Pagefind keeps a hyphenated word whole, so
 * "content-ideas" would only match that exact compound; splitting letter-hyphen-letter into two
 * words finds the pages about content ideas, as the footer link promises. Numbers such as 5-5-5 stay whole.
 */
export function toPagefindQuery(query: string): string {
  return query
    .replace(/(?<=\p{L})[-_‐–—]+(?=\p{L})/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The document title for /search with or without a query (SeoHead's "{page} | {site}" pattern). */
export function searchPageTitle(query: string | null): string {
  return query ? `Search results for "${query}" | ${SITE_NAME}` : `Search | ${SITE_NAME}`;
}

export type CategoryCounts = Record<SearchFilter, number>;

/**
 * Filter-button counts from Pagefind's per-category totals for the query (ignoring the active
 * filter). All is the total of the query's results.
 */
export function categoryCounts(totals: Record<string, number> | undefined, unfilteredTotal: number): CategoryCounts {
  const counts = { All: unfilteredTotal } as CategoryCounts;
  for (const category of SEARCH_CATEGORIES) counts[category] = Math.max(0, Math.trunc(totals?.[category] ?? 0));
  return counts;
}

export function isSearchCategory(value: unknown): value is SearchCategory {
  return typeof value === 'string' && (SEARCH_CATEGORIES as readonly string[]).includes(value);
}

/** Pagefind's filter option for a filter button (All filters nothing). */
export function pagefindFilters(filter: SearchFilter): Record<string, string> {
  return filter === 'All' ? {} : { category: filter };
}

export type SearchIcon = 'tutorial' | 'trend' | 'calculator' | 'hash' | 'tools';

export interface ExcerptSegment {
  text: string;
  highlighted: boolean;
}

export interface SearchResultCard {
  link: string;
  title: string;
  description: string;
  category: SearchCategory;
  icon: SearchIcon;
  excerpt: ExcerptSegment[];
}

/** The parts of a Pagefind result fragment a card uses. */
export interface PagefindFragment {
  url: string;
  excerpt?: string;
  meta?: Record<string, string | undefined>;
  filters?: Record<string, string[] | undefined>;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * Splits a Pagefind excerpt into plain text and highlighted runs. Only <mark>...</mark> means
 * anything; every other tag stays literal text, so rendering the segments as text never runs markup.
 */
export function excerptSegments(excerpt: string): ExcerptSegment[] {
  const segments: ExcerptSegment[] = [];
  const push = (raw: string, highlighted: boolean) => {
    const text = decodeEntities(raw);
    if (!text) return;
    const last = segments.at(-1);
    if (last && last.highlighted === highlighted) last.text += text;
    else segments.push({ text, highlighted });
  };
  const pattern = /<mark>([\s\S]*?)<\/mark>/gi;
  let from = 0;
  for (const match of excerpt.matchAll(pattern)) {
    push(excerpt.slice(from, match.index), false);
    push(match[1], true);
    from = match.index + match[0].length;
  }
  push(excerpt.slice(from), false);
  return segments;
}

/** Site paths without Pagefind's trailing slash, matching the canonical URLs; the origin is dropped. */
export function resultLink(url: string): string {
  let path: string;
  try {
    const parsed = new URL(url, 'http://search.invalid');
    path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return '/';
  }
  if (!path.startsWith('/') || path.startsWith('//')) return '/';
  return path.replace(/\/(?=$|[?#])/, '') || '/';
}

const TOOL_ICONS = new Map<string, SearchIcon>(
  TOOL_SEARCH_ENTRIES.map((entry) => [entry.link, entry.icon as SearchIcon]),
);

function iconFor(category: SearchCategory, link: string): SearchIcon {
  if (category === 'Tutorials') return 'tutorial';
  if (category === 'Trends') return 'trend';
  return TOOL_ICONS.get(link) ?? 'tools';
}

/** A result card from a fragment; null for a page that is not in one of the three categories. */
export function toResultCard(fragment: PagefindFragment): SearchResultCard | null {
  const category = fragment.meta?.category ?? fragment.filters?.category?.[0];
  if (!isSearchCategory(category)) return null;
  // Pagefind's URLs carry the base path already (it reads it from where pagefind.js was loaded).
  const link = resultLink(fragment.url);
  return {
    link,
    title: fragment.meta?.title?.trim() || link,
    description: fragment.meta?.description?.trim() ?? '',
    category,
    icon: iconFor(category, withoutBase(link)),
    excerpt: excerptSegments(fragment.excerpt ?? ''),
  };
}

export interface PopularTopic {
  title: string;
  description: string;
  /** The q a topic's Search button sets. */
  query: string;
}

/** SPEC §2: the "Popular TikTok Searches" table shown while there is no query. */
export const POPULAR_TOPICS: readonly PopularTopic[] = [
  { title: 'Growth Strategies', description: 'How the For You feed works and habits that grow an audience.', query: 'growth' },
  { title: 'Hashtag Research', description: 'Choosing a focused hashtag mix and testing it.', query: 'hashtags' },
  { title: 'Monetization Tips', description: 'Creator payouts, brand deals and what they really pay.', query: 'monetization' },
  { title: 'Viral Trends', description: 'Formats on the rise and how to make them your own.', query: 'viral' },
  { title: 'Content Ideas', description: 'Hooks, formats and editing ideas for your next video.', query: 'content ideas' },
];

/** Related terms by keyword: a query word starting with the keyword (or a prefix of it) brings these up. */
const RELATED_BY_KEYWORD: Record<string, readonly string[]> = {
  growth: ['algorithm', 'hashtags', 'analytics', 'content-ideas'],
  grow: ['growth', 'algorithm', 'hashtags', 'analytics'],
  follower: ['growth', 'algorithm', 'analytics', 'hashtags'],
  algorithm: ['growth', 'hashtags', 'viral', 'analytics'],
  viral: ['trends', 'algorithm', 'editing', 'content-ideas'],
  trend: ['viral', 'content-ideas', 'hashtags', 'editing'],
  monetization: ['creator fund', 'brand deals', 'earnings calculator', 'analytics'],
  money: ['monetization', 'creator fund', 'brand deals', 'earnings calculator'],
  earn: ['monetization', 'creator fund', 'brand deals', 'earnings calculator'],
  brand: ['monetization', 'creator fund', 'analytics', 'growth'],
  creator: ['monetization', 'brand deals', 'growth', 'analytics'],
  fund: ['creator fund', 'monetization', 'brand deals', 'analytics'],
  editing: ['content-ideas', 'viral', 'trends', 'algorithm'],
  edit: ['editing', 'content-ideas', 'viral', 'trends'],
  video: ['editing', 'content-ideas', 'viral', 'algorithm'],
  hashtag: ['hashtag generator', 'algorithm', 'growth', 'trends'],
  content: ['content-ideas', 'editing', 'trends', 'viral'],
  idea: ['content-ideas', 'trends', 'editing', 'viral'],
  analytics: ['growth', 'algorithm', 'monetization', 'hashtags'],
  safety: ['algorithm', 'growth', 'brand deals', 'analytics'],
  tool: ['hashtag generator', 'earnings calculator', 'hashtags', 'monetization'],
  calculator: ['earnings calculator', 'monetization', 'creator fund', 'brand deals'],
  generator: ['hashtag generator', 'hashtags', 'growth', 'trends'],
};

/** When nothing in the query is recognised: the footer's popular search terms. */
const DEFAULT_RELATED: readonly string[] = ['growth', 'algorithm', 'viral', 'monetization', 'editing', 'hashtags', 'content-ideas', 'analytics'];

/** Every term a related-search chip can show (each must find something on the built site). */
export const RELATED_SEARCH_TERMS: readonly string[] = [
  ...new Set([...Object.values(RELATED_BY_KEYWORD).flat(), ...DEFAULT_RELATED]),
];

/** Lower-case words of a query, hyphenated parts split. */
function queryWords(query: string): string[] {
  return toPagefindQuery(query.toLowerCase()).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

function keywordMatches(keyword: string, word: string): boolean {
  return word.startsWith(keyword) || (word.length >= 3 && keyword.startsWith(word));
}

/** Up to RELATED_SEARCH_LIMIT chips for a query: terms related to its words first, then popular terms; never the query itself. */
export function relatedSearches(query: string): string[] {
  const words = queryWords(query);
  const own = words.join(' ');
  const picked: string[] = [];
  const add = (term: string) => {
    if (picked.length < RELATED_SEARCH_LIMIT && !picked.includes(term) && queryWords(term).join(' ') !== own) picked.push(term);
  };
  for (const word of words) {
    for (const [keyword, terms] of Object.entries(RELATED_BY_KEYWORD)) {
      if (keywordMatches(keyword, word)) terms.forEach(add);
    }
  }
  DEFAULT_RELATED.forEach(add);
  return picked;
}
