/**
 * The site search's constants: timings, sizes, the Pagefind fields and their ranking weights, the
 * filter buttons, the page's texts, the popular topics and the related-search terms.
 */
import { SEARCH_CATEGORIES, type SearchCategory } from './contentCategories';

/** Each query or filter change shows the loading state this long before the results. */
export const SEARCH_DELAY_MS = 500;
/** A query's results are kept this long, so back/forward and repeating a query need no download. */
export const SEARCH_CACHE_MS = 5 * 60 * 1000;

/** Words around a match in each search result's excerpt. */
export const SEARCH_EXCERPT_WORDS = 26;

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

/** Results whose excerpts are fetched at a time: each one is a separate index fragment download. */
export const RESULTS_PAGE_SIZE = 10;
/** Longer q values are cut: a pasted essay should not become a page-wide heading or a slow query. */
export const MAX_QUERY_LENGTH = 100;
/** How many "Related Searches" chips a result page shows. */
export const RELATED_SEARCH_LIMIT = 6;

/** A filter button: every result, or one search category. */
export type SearchFilter = 'All' | SearchCategory;
/** The filter buttons, in the order the page shows them. */
export const SEARCH_FILTERS: readonly SearchFilter[] = ['All', ...SEARCH_CATEGORIES];

/** The /search page's own texts (the filter names are the categories themselves). */
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

/** A row of the "Popular TikTok Searches" table. */
export interface PopularTopic {
  title: string;
  description: string;
  /** The q a topic's Search button sets. */
  query: string;
}

/** The "Popular TikTok Searches" table shown while there is no query. */
export const POPULAR_TOPICS: readonly PopularTopic[] = [
  {
    title: 'Growth Strategies',
    description: 'How the For You feed works and habits that grow an audience.',
    query: 'growth',
  },
  { title: 'Hashtag Research', description: 'Choosing a focused hashtag mix and testing it.', query: 'hashtags' },
  {
    title: 'Monetization Tips',
    description: 'Creator payouts, brand deals and what they really pay.',
    query: 'monetization',
  },
  { title: 'Viral Trends', description: 'Formats on the rise and how to make them your own.', query: 'viral' },
  {
    title: 'Content Ideas',
    description: 'Hooks, formats and editing ideas for your next video.',
    query: 'content ideas',
  },
];

/**
 * Related-search terms by keyword: a query word starting with the keyword (or a prefix of it)
 * brings these up. Every term must find something on the built site (an e2e test searches each).
 * When no keyword matches, the footer's popular search terms are offered instead.
 */
export const RELATED_BY_KEYWORD: Readonly<Record<string, readonly string[]>> = {
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
