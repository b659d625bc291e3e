/**
 * What the hashtag generator draws on in one language: a hashtag pool for the trending category and one
 * per niche, and the stop words left out of description hashtags. Each language has its own module in
 * hashtagVocabularies/, and a page downloads only its own language's when Generate is pressed.
 */
import type { NicheId } from './niches';

type HashtagPoolId = 'trending' | NicheId;

export interface HashtagVocabulary {
  /**
   * Lower-case hashtags, distinct within each pool. Every pool holds at least HASHTAG_POOL_MIN_SIZE, so
   * even the largest request (60% of 30 = 18 niche hashtags) is filled without repeats; the trending pool
   * holds at least TRENDING_POOL_MIN_SIZE so it can top up a full recommended mix on its own.
   */
  pools: Readonly<Record<HashtagPoolId, readonly string[]>>;
  /**
   * Common words that say nothing about a video, in lower case (accents as written). Only words longer
   * than three characters need listing: shorter ones are already excluded by the length rule.
   */
  stopWords: ReadonlySet<string>;
}

export const HASHTAG_POOL_MIN_SIZE = 20;
export const TRENDING_POOL_MIN_SIZE = 30;
