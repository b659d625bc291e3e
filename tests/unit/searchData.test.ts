// The search data's rules: field weights that rank as intended, and the popular topics.
import { describe, expect, it } from 'vitest';
import { SEARCH_META_FIELDS, SEARCH_RANKING } from '@/data/search';
import { dictionary as en } from '@/i18n/en';
import { dictionary as es } from '@/i18n/es';

const POPULAR_TOPICS = en.search.island.popularTopics;

describe('field weights', () => {
  const weights = SEARCH_RANKING.metaWeights;
  const lowest = Math.max(weights[SEARCH_META_FIELDS.tutorialCategory], weights[SEARCH_META_FIELDS.hashtags]);
  // Pagefind's body score is at most (termSaturation + 1) x idf, as SEARCH_RANKING's comment explains.
  const bodyMaxScore = SEARCH_RANKING.termSaturation + 1;

  it('rank a title match above a description match, and that above category, hashtags or body', () => {
    // Each field outweighs everything ranked below it together, at the body's highest possible score.
    expect(weights.description).toBeGreaterThan(lowest + bodyMaxScore);
    expect(weights.title).toBeGreaterThan(weights.description + lowest + bodyMaxScore);
  });

  it('count category and hashtags at most like the body', () => {
    expect(lowest).toBeLessThanOrEqual(bodyMaxScore);
    // The body bound holds only without Pagefind's bonus for matching diacritics.
    expect(SEARCH_RANKING.diacriticSimilarity).toBe(0);
  });
});

describe('popular topics', () => {
  it('lists the five spec topics, each with a query', () => {
    expect(POPULAR_TOPICS.map((topic) => topic.title)).toEqual([
      'Growth Strategies',
      'Hashtag Research',
      'Monetization Tips',
      'Viral Trends',
      'Content Ideas',
    ]);
    for (const topic of POPULAR_TOPICS) expect(topic.query.trim()).not.toBe('');
  });

  it('has five Spanish topics of its own, each with a Spanish query', () => {
    const spanish = es.search.island.popularTopics;
    expect(spanish).toHaveLength(5);
    for (const [index, topic] of spanish.entries()) {
      expect(topic.title).not.toBe(POPULAR_TOPICS[index]?.title);
      expect(topic.query.trim()).not.toBe('');
    }
  });
});
