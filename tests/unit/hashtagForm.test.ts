// The hashtag generator's form rules: count stepper, copying, result tabs, wording with numbers (English
// verbatim, Spanish agreeing with its counts), URL prefill, length limits.
import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_MAX_LENGTH,
  HASHTAG_COUNT_DEFAULT,
  HASHTAG_RESULT_TAB_IDS,
  TOPIC_MAX_LENGTH,
} from '@/data/hashtagGenerator';
import { DICTIONARIES } from '@/i18n';
import { countedText, fillTemplate } from '@/lib/dictionaries';
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
import { hashtagGuidanceNumbers, isolatedTopic, recommendedMixShares, tooLongText } from '@/lib/hashtagWording';

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
  const { tabs, mixShares } = DICTIONARIES.en.hashtagGenerator.generator;

  it('are the four lists of the spec, in order', () => {
    expect(HASHTAG_RESULT_TAB_IDS.map((tab) => [tab, tabs[tab].label])).toEqual([
      ['recommended', 'Recommended Mix'],
      ['trending', 'Trending'],
      ['topic', 'Topic-Specific'],
      ['niche', 'Niche-Focused'],
    ]);
  });

  it('describe the Recommended Mix as the generator builds it, percentages written for the language', () => {
    const hint = fillTemplate(tabs.recommended.hint, { shares: recommendedMixShares(mixShares, 'en-US') });
    expect(hint).toBe(
      '30% trending, 30% niche and 40% topic-specific hashtags (rounded down), topped up with more trending hashtags to your count.',
    );
    expect(hint).not.toMatch(/5-5-5/);
    const spanish = DICTIONARIES.es.hashtagGenerator.generator;
    expect(recommendedMixShares(spanish.mixShares, 'es')).toBe(
      '30\u00A0% de hashtags en tendencia, 30\u00A0% de nicho y 40\u00A0% de tu tema',
    );
  });
});

describe('wording with numbers', () => {
  const english = DICTIONARIES.en.hashtagGenerator.generator;
  const spanish = DICTIONARIES.es.hashtagGenerator.generator;

  it('names the count and the topic', () => {
    const generated = (count: number, topic: string) =>
      countedText(english.generatedMessage, count, 'en-US', { topic: isolatedTopic(topic) });
    // The topic is isolated (FSI … PDI), so a right-to-left one keeps its place in the sentence.
    expect(generated(15, '  cooking  ')).toBe(
      '15 hashtags ready for "\u2068cooking\u2069". Pick the ones that fit your video.',
    );
    expect(generated(1, 'x')).toBe('1 hashtag ready for "\u2068x\u2069". Pick the ones that fit your video.');
    expect(generated(5, 'طبخ سهل!')).toContain('"\u2068طبخ سهل!\u2069"');
    expect(countedText(english.copiedMessage, 9, 'en-US')).toBe('9 hashtags copied. Paste them into your caption.');
    expect(countedText(english.copiedMessage, 1, 'en-US')).toBe('1 hashtag copied. Paste it into your caption.');
    expect(countedText(english.hashtagCount, 1, 'en-US')).toBe('1 hashtag');
    expect(countedText(english.hashtagCount, 0, 'en-US')).toBe('0 hashtags');
  });

  it('agrees with the count in Spanish', () => {
    expect(countedText(spanish.generatedMessage, 15, 'es', { topic: isolatedTopic('recetas') })).toBe(
      '15 hashtags listos para “\u2068recetas\u2069”. Elige los que mejor encajen con tu video.',
    );
    expect(countedText(spanish.copiedMessage, 1, 'es')).toBe(
      '1 hashtag copiado. Pégalo en la descripción de tu video.',
    );
    expect(countedText(spanish.copiedMessage, 12, 'es')).toBe(
      '12 hashtags copiados. Pégalos en la descripción de tu video.',
    );
    expect(tooLongText(spanish.topicTooLong, 100, 1, 'es')).toBe('El tema admite hasta 100 caracteres: le sobra 1.');
    expect(tooLongText(spanish.descriptionTooLong, 500, 3, 'es')).toBe(
      'La descripción admite hasta 500 caracteres: le sobran 3.',
    );
  });

  it('says how far over its limit a field is', () => {
    expect(tooLongText(english.descriptionTooLong, 500, 3, 'en-US')).toBe(
      'Keep the description to 500 characters: it has 3 too many.',
    );
    expect(tooLongText(english.topicTooLong, 100, 1, 'en-US')).toBe(
      'Keep the topic to 100 characters: it has 1 too many.',
    );
  });

  it('writes the guidance numbers: 7-15 recommended, at most 30', () => {
    expect(fillTemplate(english.countGuidance, hashtagGuidanceNumbers('en-US'))).toBe(
      '7-15 hashtags recommended; at most 30 allowed per post.',
    );
    expect(fillTemplate(spanish.countGuidance, hashtagGuidanceNumbers('es'))).toBe(
      'Se recomiendan 7-15 hashtags; se permiten como máximo 30 por publicación.',
    );
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
