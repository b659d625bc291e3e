// The hashtag generator's form rules: count stepper, copying, result tabs, toast wording, URL prefill,
// length limits.
import { describe, expect, it } from 'vitest';
import { HASHTAG_GENERATOR_TEXTS } from '@/data/hashtagGeneratorTexts';
import {
  DESCRIPTION_MAX_LENGTH,
  HASHTAG_COUNT_DEFAULT,
  HASHTAG_RESULT_TABS,
  TOPIC_MAX_LENGTH,
} from '@/data/hashtagGenerator';
import {
  canStepHashtagCount,
  charactersOverLimit,
  clampHashtagCount,
  formatHashtagsForCopy,
  hashtagFormFromSearchParams,
  hashtagPrefillFromSearch,
  stepHashtagCount,
  textOverLimit,
} from '@/lib/hashtagForm';

describe('count stepper', () => {
  it.each([
    [-10, 5],
    [0, 5],
    [3, 5],
    [5, 5],
    [7, 5],
    [8, 10],
    [15, 15],
    [29, 30],
    [30, 30],
    [31, 30],
    [100, 30],
    [NaN, HASHTAG_COUNT_DEFAULT],
    [Infinity, HASHTAG_COUNT_DEFAULT],
  ])('clamps %d to %d', (count, expected) => {
    expect(clampHashtagCount(count)).toBe(expected);
  });

  it('steps by 5 and stops at the bounds', () => {
    expect(stepHashtagCount(15, 1)).toBe(20);
    expect(stepHashtagCount(15, -1)).toBe(10);
    expect(stepHashtagCount(25, 1)).toBe(30);
    expect(stepHashtagCount(30, 1)).toBe(30);
    expect(stepHashtagCount(10, -1)).toBe(5);
    expect(stepHashtagCount(5, -1)).toBe(5);
  });

  it('reports when a step button is disabled', () => {
    expect(canStepHashtagCount(5, -1)).toBe(false);
    expect(canStepHashtagCount(5, 1)).toBe(true);
    expect(canStepHashtagCount(30, 1)).toBe(false);
    expect(canStepHashtagCount(30, -1)).toBe(true);
  });
});

describe('copying', () => {
  it('joins the hashtags with spaces', () => {
    expect(formatHashtagsForCopy(['#fyp', '#SkincareRoutine', '#grwm'])).toBe('#fyp #SkincareRoutine #grwm');
    expect(formatHashtagsForCopy([])).toBe('');
  });
});

describe('result tabs', () => {
  it('are the four lists of the spec, in order', () => {
    expect(HASHTAG_RESULT_TABS.map((tab) => [tab.id, tab.label])).toEqual([
      ['recommended', 'Recommended Mix'],
      ['trending', 'Trending'],
      ['topic', 'Topic-Specific'],
      ['niche', 'Niche-Focused'],
    ]);
  });

  it('describe the Recommended Mix as the generator builds it', () => {
    const hint = HASHTAG_RESULT_TABS.find((tab) => tab.id === 'recommended')?.hint;
    expect(hint).toBe(
      '30% trending, 30% niche and 40% topic-specific hashtags (rounded down), topped up with more trending hashtags to your count.',
    );
    expect(hint).not.toMatch(/5-5-5/);
  });
});

describe('toast wording', () => {
  const {
    hashtagCount,
    generatedMessage: hashtagsGeneratedMessage,
    copiedMessage: hashtagsCopiedMessage,
  } = HASHTAG_GENERATOR_TEXTS;

  it('names the count and the topic', () => {
    // The topic is isolated (FSI … PDI), so a right-to-left one keeps its place in the sentence.
    expect(hashtagsGeneratedMessage(15, '  cooking  ')).toBe(
      '15 hashtags ready for "\u2068cooking\u2069". Pick the ones that fit your video.',
    );
    expect(hashtagsGeneratedMessage(5, 'طبخ سهل!')).toContain('"\u2068طبخ سهل!\u2069"');
    expect(hashtagsCopiedMessage(9)).toBe('9 hashtags copied. Paste them into your caption.');
    expect(hashtagsCopiedMessage(1)).toBe('1 hashtag copied. Paste it into your caption.');
    expect(hashtagCount(1)).toBe('1 hashtag');
    expect(hashtagCount(0)).toBe('0 hashtags');
  });
});

describe('prefill from the URL', () => {
  const prefill = (query: string) => hashtagFormFromSearchParams(new URLSearchParams(query));

  it('reads the topic and niche', () => {
    expect(prefill('topic=Home%20baking&niche=food')).toEqual({ topic: 'Home baking', niche: 'food' });
  });

  it('falls back to an empty topic and the general niche', () => {
    expect(prefill('')).toEqual({ topic: '', niche: 'general' });
    expect(prefill('topic=&niche=')).toEqual({ topic: '', niche: 'general' });
    expect(prefill('topic=%20%20%20')).toEqual({ topic: '', niche: 'general' });
  });

  it('matches the niche case-insensitively and ignores unknown ones', () => {
    expect(prefill('topic=x&niche=%20BEAUTY%20').niche).toBe('beauty');
    expect(prefill('topic=x&niche=astrology').niche).toBe('general');
    expect(prefill('topic=x&niche=__proto__').niche).toBe('general');
  });

  it('flattens control characters and line breaks into single spaces', () => {
    expect(prefill('topic=morning%0A%0D%09routine%00tips%E2%80%8B').topic).toBe('morning routine tips');
  });

  it('cuts a long topic to the limit in characters as the reader sees them, never splitting one', () => {
    expect(prefill(`topic=${'a'.repeat(500)}`).topic).toHaveLength(TOPIC_MAX_LENGTH);
    const emoji = prefill(`topic=${encodeURIComponent('👍🏽'.repeat(150))}`).topic;
    expect(emoji).toBe('👍🏽'.repeat(TOPIC_MAX_LENGTH));
    // 60 × खाना is 120 characters (खा, ना), 240 UTF-16 units: cut after the 50th word.
    expect(prefill(`topic=${encodeURIComponent('खाना'.repeat(60))}`).topic).toBe('खाना'.repeat(50));
  });

  it.each([
    '料理 レシピ',
    'рецепты ужин',
    'طبخ سهل',
    'खाना',
    'crème brûlée',
    'می\u200Cخواهم',
    '👩‍🍳 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}',
  ])('hands %j over as written', (topic) => {
    expect(prefill(`topic=${encodeURIComponent(topic)}`).topic).toBe(topic);
  });

  it('hands over a decomposed topic in NFC, without invisible direction overrides', () => {
    expect(prefill(`topic=${encodeURIComponent('cre\u0300me')}`).topic).toBe('crème');
    expect(prefill(`topic=${encodeURIComponent('\u202Eطبخ\u200F سهل\u202C')}`).topic).toBe('طبخ سهل');
  });

  it('keeps the first of repeated parameters', () => {
    expect(prefill('topic=first&topic=second&niche=pets&niche=art')).toEqual({ topic: 'first', niche: 'pets' });
  });

  it('prefills nothing from a query string that names neither parameter', () => {
    expect(hashtagPrefillFromSearch('')).toBeNull();
    expect(hashtagPrefillFromSearch('?q=cats&utm_source=x')).toBeNull();
    expect(hashtagPrefillFromSearch('?niche=food')).toEqual({ topic: '', niche: 'food' });
    expect(hashtagPrefillFromSearch('?topic=')).toEqual({ topic: '', niche: 'general' });
  });
});

describe('length limits', () => {
  it('counts the characters a reader sees, not UTF-16 units', () => {
    expect(charactersOverLimit('topic', 'a'.repeat(TOPIC_MAX_LENGTH))).toBe(0);
    expect(charactersOverLimit('topic', 'a'.repeat(TOPIC_MAX_LENGTH + 3))).toBe(3);
    // 100 characters, 400 UTF-16 units: within the limit, where maxLength would have cut it to 25.
    expect(charactersOverLimit('topic', 'खा'.repeat(50) + 'ना'.repeat(50))).toBe(0);
    expect(charactersOverLimit('topic', '👍🏽'.repeat(TOPIC_MAX_LENGTH + 1))).toBe(1);
    expect(charactersOverLimit('topic', `  ${'a'.repeat(TOPIC_MAX_LENGTH)}  `)).toBe(0);
    expect(charactersOverLimit('description', 'خ'.repeat(DESCRIPTION_MAX_LENGTH + 2))).toBe(2);
  });

  it('names the first text over its limit', () => {
    expect(textOverLimit({ topic: 'cats' })).toBeNull();
    expect(textOverLimit({ topic: 'a'.repeat(101), description: 'b'.repeat(501) })).toEqual({
      field: 'topic',
      over: 1,
    });
    expect(textOverLimit({ topic: 'cats', description: 'b'.repeat(505) })).toEqual({ field: 'description', over: 5 });
  });
});
