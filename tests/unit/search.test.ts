import { describe, expect, it } from 'vitest';
import { FOOTER_SEARCH_TERMS } from '../../src/data/navigation';
import {
  MAX_QUERY_LENGTH,
  POPULAR_TOPICS,
  RELATED_SEARCH_LIMIT,
  RELATED_SEARCH_TERMS,
  SEARCH_BODY_MAX_SCORE,
  SEARCH_DELAY_MS,
  SEARCH_FILTERS,
  SEARCH_META_FIELDS,
  SEARCH_RANKING,
  categoryCounts,
  cleanSearchQuery,
  excerptSegments,
  pagefindFilters,
  readSearchQuery,
  relatedSearches,
  resultLink,
  searchPageTitle,
  toPagefindQuery,
  toResultCard,
} from '../../src/lib/search';

describe('search constants', () => {
  it('waits 500 ms and offers All, Tutorials, Trends, Tools', () => {
    expect(SEARCH_DELAY_MS).toBe(500);
    expect(SEARCH_FILTERS).toEqual(['All', 'Tutorials', 'Trends', 'Tools']);
  });
});

describe('field weights', () => {
  const weights = SEARCH_RANKING.metaWeights;
  const lowest = Math.max(weights[SEARCH_META_FIELDS.tutorialCategory], weights[SEARCH_META_FIELDS.hashtags]);

  it('rank a title match above a description match, and that above category, hashtags or body', () => {
    // Each field outweighs everything ranked below it together, at the body's highest possible score.
    expect(weights.description).toBeGreaterThan(lowest + SEARCH_BODY_MAX_SCORE);
    expect(weights.title).toBeGreaterThan(weights.description + lowest + SEARCH_BODY_MAX_SCORE);
  });

  it('count category and hashtags at most like the body', () => {
    expect(lowest).toBeLessThanOrEqual(SEARCH_BODY_MAX_SCORE);
    // The body bound holds only without Pagefind's bonus for matching diacritics.
    expect(SEARCH_RANKING.diacriticSimilarity).toBe(0);
  });
});

describe('readSearchQuery', () => {
  it('reads, decodes and trims q', () => {
    expect(readSearchQuery('?q=growth')).toBe('growth');
    expect(readSearchQuery('?q=%20brand%20deals%20%26%20more%20')).toBe('brand deals & more');
    expect(readSearchQuery('?q=growth+tips')).toBe('growth tips');
  });

  it('collapses inner whitespace', () => {
    expect(readSearchQuery('?q=creator%0A%09%20fund')).toBe('creator fund');
  });

  it('is null without q or with blank q', () => {
    expect(readSearchQuery('')).toBeNull();
    expect(readSearchQuery('?x=1')).toBeNull();
    expect(readSearchQuery('?q=')).toBeNull();
    expect(readSearchQuery('?q=%20%20%20')).toBeNull();
  });

  it('uses the first q when there are several and survives odd encodings', () => {
    expect(readSearchQuery('?q=one&q=two')).toBe('one');
    // A broken percent-escape becomes U+FFFD instead of throwing.
    expect(readSearchQuery('?q=%E0%A4%A')).toBe('\uFFFD%A');
  });

  it('caps very long queries', () => {
    const query = readSearchQuery(`?q=${'a'.repeat(5000)}`);
    expect(query).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('keeps markup as plain text (rendering escapes it)', () => {
    expect(readSearchQuery('?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E')).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('cleanSearchQuery', () => {
  it('trims, one-spaces and caps typed text; blank is null', () => {
    expect(cleanSearchQuery('  brand \n deals ')).toBe('brand deals');
    expect(cleanSearchQuery(' \t ')).toBeNull();
    expect(cleanSearchQuery(`${'b'.repeat(MAX_QUERY_LENGTH - 1)} tail`)).toBe('b'.repeat(MAX_QUERY_LENGTH - 1));
  });
});

describe('toPagefindQuery', () => {
  it('splits hyphenated words so both parts are searched', () => {
    expect(toPagefindQuery('content-ideas')).toBe('content ideas');
    expect(toPagefindQuery('before-after_effects')).toBe('before after effects');
    expect(toPagefindQuery('long–dash')).toBe('long dash');
  });

  it('leaves numbers, single words and spacing alone', () => {
    expect(toPagefindQuery('5-5-5 method')).toBe('5-5-5 method');
    expect(toPagefindQuery('growth')).toBe('growth');
    expect(toPagefindQuery('  brand   deals ')).toBe('brand deals');
  });

  it('handles a leading or trailing hyphen without inventing words', () => {
    expect(toPagefindQuery('-viral-')).toBe('-viral-');
  });
});

describe('searchPageTitle', () => {
  it('names the query in the title', () => {
    expect(searchPageTitle('growth')).toBe('Search results for "growth" | CreatorGrowth Hub');
    expect(searchPageTitle(null)).toBe('Search | CreatorGrowth Hub');
  });
});

describe('categoryCounts', () => {
  it('gives each category its total and All the query total', () => {
    expect(categoryCounts({ Tutorials: 3, Trends: 1, Tools: 0 }, 4)).toEqual({ All: 4, Tutorials: 3, Trends: 1, Tools: 0 });
  });

  it('fills missing categories with 0', () => {
    expect(categoryCounts(undefined, 0)).toEqual({ All: 0, Tutorials: 0, Trends: 0, Tools: 0 });
    expect(categoryCounts({ Tutorials: 2 }, 2)).toEqual({ All: 2, Tutorials: 2, Trends: 0, Tools: 0 });
  });

  it('ignores categories the site does not have', () => {
    expect(categoryCounts({ Tutorials: 1, Recipes: 9 }, 1)).toEqual({ All: 1, Tutorials: 1, Trends: 0, Tools: 0 });
  });
});

describe('pagefindFilters', () => {
  it('filters nothing for All and the category otherwise', () => {
    expect(pagefindFilters('All')).toEqual({});
    expect(pagefindFilters('Trends')).toEqual({ category: 'Trends' });
  });
});

describe('excerptSegments', () => {
  it('keeps <mark> runs as highlights', () => {
    expect(excerptSegments('focus on <mark>growth</mark> first')).toEqual([
      { text: 'focus on ', highlighted: false },
      { text: 'growth', highlighted: true },
      { text: ' first', highlighted: false },
    ]);
  });

  it('merges adjacent runs and drops empty ones', () => {
    expect(excerptSegments('<mark>brand</mark><mark> deals</mark>')).toEqual([{ text: 'brand deals', highlighted: true }]);
    expect(excerptSegments('')).toEqual([]);
  });

  it('turns every other tag into literal text', () => {
    const segments = excerptSegments('a <img src=x onerror=alert(1)> <script>alert(2)</script> <mark onclick="x">b</mark>');
    expect(segments.every((segment) => !segment.highlighted)).toBe(true);
    expect(segments.map((segment) => segment.text).join('')).toBe('a <img src=x onerror=alert(1)> <script>alert(2)</script> <mark onclick="x">b</mark>');
  });

  it('decodes entities once, so escaped markup shows as text', () => {
    expect(excerptSegments('Food &amp; Cooking &lt;b&gt; &#39;x&#39; &#x1F600; &bogus;')).toEqual([
      { text: "Food & Cooking <b> 'x' 😀 &bogus;", highlighted: false },
    ]);
    expect(excerptSegments('&amp;lt;mark&amp;gt;')).toEqual([{ text: '&lt;mark&gt;', highlighted: false }]);
  });

  it('does not decode code points outside Unicode', () => {
    expect(excerptSegments('&#99999999;')).toEqual([{ text: '&#99999999;', highlighted: false }]);
  });
});

describe('resultLink', () => {
  it('drops the trailing slash and any origin', () => {
    expect(resultLink('/tutorials/hashtag-strategy/')).toBe('/tutorials/hashtag-strategy');
    expect(resultLink('https://example.com/trends/duet-challenges/#insights')).toBe('/trends/duet-challenges#insights');
    expect(resultLink('/')).toBe('/');
  });

  it('never yields a non-site link', () => {
    expect(resultLink('javascript:alert(1)')).toBe('/');
    expect(resultLink('//evil.example/x')).toBe('/x');
  });
});

describe('toResultCard', () => {
  it('shapes a tutorial fragment', () => {
    expect(
      toResultCard({
        url: '/tutorials/tiktok-algorithm-explained/',
        excerpt: 'the <mark>algorithm</mark>',
        meta: { title: 'How the TikTok Algorithm Works', description: 'Signals.', category: 'Tutorials' },
        filters: { category: ['Tutorials'] },
      }),
    ).toEqual({
      link: '/tutorials/tiktok-algorithm-explained',
      title: 'How the TikTok Algorithm Works',
      description: 'Signals.',
      category: 'Tutorials',
      icon: 'tutorial',
      excerpt: [
        { text: 'the ', highlighted: false },
        { text: 'algorithm', highlighted: true },
      ],
    });
  });

  it('gives tools the icon of their search entry', () => {
    const card = (url: string) => toResultCard({ url, meta: { title: 'T', category: 'Tools' } });
    expect(card('/calculator/')?.icon).toBe('calculator');
    expect(card('/tools/hashtag-generator/')?.icon).toBe('hash');
    expect(card('/tools/')?.icon).toBe('tools');
    expect(toResultCard({ url: '/trends/x/', filters: { category: ['Trends'] } })?.icon).toBe('trend');
  });

  it('falls back to the link as title and skips pages without a known category', () => {
    expect(toResultCard({ url: '/trends/x/', filters: { category: ['Trends'] } })).toMatchObject({ title: '/trends/x', description: '' });
    expect(toResultCard({ url: '/about/', meta: { title: 'About' } })).toBeNull();
    expect(toResultCard({ url: '/about/', meta: { category: 'Recipes' } })).toBeNull();
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
});

describe('relatedSearches', () => {
  it('offers terms related to the query, never the query itself', () => {
    const terms = relatedSearches('growth');
    expect(terms.slice(0, 4)).toEqual(['algorithm', 'hashtags', 'analytics', 'content-ideas']);
    expect(terms).not.toContain('growth');
    expect(terms).toHaveLength(RELATED_SEARCH_LIMIT);
  });

  it('recognises word forms and hyphenated queries', () => {
    expect(relatedSearches('Trending sounds')[0]).toBe('viral');
    expect(relatedSearches('content-ideas')).not.toContain('content-ideas');
    expect(relatedSearches('content ideas')).not.toContain('content-ideas');
    expect(relatedSearches('hashtags')).toContain('hashtag generator');
    expect(relatedSearches('algo')[0]).toBe('growth');
  });

  it('falls back to the popular footer terms for unknown words', () => {
    expect(relatedSearches('zzz')).toEqual(FOOTER_SEARCH_TERMS.slice(0, RELATED_SEARCH_LIMIT));
    expect(relatedSearches('<script>alert(1)</script>')).toHaveLength(RELATED_SEARCH_LIMIT);
  });

  it('has no duplicates and draws only from the known term list', () => {
    for (const query of ['growth', 'monetization tips', 'viral editing', 'brand', 'x', 'hashtag generator']) {
      const terms = relatedSearches(query);
      expect(new Set(terms).size).toBe(terms.length);
      for (const term of terms) expect(RELATED_SEARCH_TERMS).toContain(term);
    }
  });
});
