/**
 * The English "Related Searches" chips: the search worker's own slice, so the page never carries it.
 * A query word starting with a group's keyword (or a prefix of it, three letters or more) brings up the
 * group's terms; when none matches, the footer's popular search terms. Every term must find something
 * on the built site (a built-site test searches each).
 */
import { FOOTER_SEARCH_TERMS } from '../../data/navigation';

export const searchTerms = {
  byKeyword: [
    { keyword: 'growth', terms: ['algorithm', 'hashtags', 'analytics', 'content-ideas'] },
    { keyword: 'grow', terms: ['growth', 'algorithm', 'hashtags', 'analytics'] },
    { keyword: 'follower', terms: ['growth', 'algorithm', 'analytics', 'hashtags'] },
    { keyword: 'algorithm', terms: ['growth', 'hashtags', 'viral', 'analytics'] },
    { keyword: 'viral', terms: ['trends', 'algorithm', 'editing', 'content-ideas'] },
    { keyword: 'trend', terms: ['viral', 'content-ideas', 'hashtags', 'editing'] },
    { keyword: 'monetization', terms: ['creator fund', 'brand deals', 'earnings calculator', 'analytics'] },
    { keyword: 'money', terms: ['monetization', 'creator fund', 'brand deals', 'earnings calculator'] },
    { keyword: 'earn', terms: ['monetization', 'creator fund', 'brand deals', 'earnings calculator'] },
    { keyword: 'brand', terms: ['monetization', 'creator fund', 'analytics', 'growth'] },
    { keyword: 'creator', terms: ['monetization', 'brand deals', 'growth', 'analytics'] },
    { keyword: 'fund', terms: ['creator fund', 'monetization', 'brand deals', 'analytics'] },
    { keyword: 'editing', terms: ['content-ideas', 'viral', 'trends', 'algorithm'] },
    { keyword: 'edit', terms: ['editing', 'content-ideas', 'viral', 'trends'] },
    { keyword: 'video', terms: ['editing', 'content-ideas', 'viral', 'algorithm'] },
    { keyword: 'hashtag', terms: ['hashtag generator', 'algorithm', 'growth', 'trends'] },
    { keyword: 'content', terms: ['content-ideas', 'editing', 'trends', 'viral'] },
    { keyword: 'idea', terms: ['content-ideas', 'trends', 'editing', 'viral'] },
    { keyword: 'analytics', terms: ['growth', 'algorithm', 'monetization', 'hashtags'] },
    { keyword: 'safety', terms: ['algorithm', 'growth', 'brand deals', 'analytics'] },
    { keyword: 'tool', terms: ['hashtag generator', 'earnings calculator', 'hashtags', 'monetization'] },
    { keyword: 'calculator', terms: ['earnings calculator', 'monetization', 'creator fund', 'brand deals'] },
    { keyword: 'generator', terms: ['hashtag generator', 'hashtags', 'growth', 'trends'] },
  ],
  /** When no keyword matches: the footer's popular search terms (the layout slice's, from the same list). */
  fallback: [...FOOTER_SEARCH_TERMS],
};
