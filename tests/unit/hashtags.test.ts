// The hashtag generator: a topic as hashtags, the topic list, the recommended mix and whole results.
import { describe, expect, it } from 'vitest';
import { HASHTAG_VOCABULARY as ENGLISH } from '@/data/hashtagVocabularies/en';
import { NICHE_IDS } from '@/data/niches';
import { isTopicBlank, resolveNiche, type HashtagRequest, type HashtagResult } from '@/lib/hashtagForm';
import {
  HashtagTextTooLongError,
  HashtagTopicRequiredError,
  generateHashtags as generateWith,
  recommendedMix,
  recommendedQuotas,
  topicHashtags as topicHashtagsWith,
} from '@/lib/hashtags';
import { hashtagKey, isHashtag } from '@/lib/hashtagText';
import { mulberry32, type RandomSource } from '@/lib/random';

// The rules are the same in every language; these tests run them with the English vocabulary, as the
// English page does (the Spanish one's are in hashtagVocabularies.test.ts).
const HASHTAG_POOLS = ENGLISH.pools;
const generateHashtags = (request: HashtagRequest, random?: RandomSource) => generateWith(request, ENGLISH, random);
const topicHashtags = (topic: string, description: string, random: RandomSource) =>
  topicHashtagsWith(topic, description, ENGLISH.stopWords, random);
const always =
  (value: number): RandomSource =>
  () =>
    value;
/** Answers the given values in turn, then repeats the last one. */
const scripted = (...values: number[]): RandomSource => {
  let index = 0;
  return () => values[Math.min(index++, values.length - 1)];
};
const hasNoDuplicates = (tags: readonly string[]) => new Set(tags).size === tags.length;

describe('a topic as a hashtag', () => {
  // The first two tags of the topic list are the whole topic, joined as is and capitalised.
  const joined = (text: string) => topicHashtags(text, '', always(1))[0] ?? null;
  const capitalised = (text: string) => topicHashtags(text, '', always(1))[1] ?? null;

  it.each([
    ['skincare routine', '#skincareroutine'],
    ['Café Crème', '#cafécrème'],
    ['Hello, World!', '#helloworld'],
    ["mom's morning", '#momsmorning'],
    ['DIY: room-makeover', '#diyroommakeover'],
    ['Straße Ærø', '#straßeærø'],
    ['snake_case 2024', '#snake_case2024'],
    ['#fyp', '#fyp'],
  ])('%j gives %j', (text, expected) => {
    expect(joined(text)).toBe(expected);
  });

  it.each(['', '   ', '!!!', '🔥🔥', '1️⃣ 🇯🇵 👩🏽‍🍳', '\u0301 \u200d'])('%j gives null', (text) => {
    expect(joined(text)).toBeNull();
  });

  it('capitalises each word for the readable form', () => {
    expect(capitalised('skincare routine')).toBe('#SkincareRoutine');
    expect(capitalised('café CRÈME')).toBe('#CaféCrème');
    expect(capitalised('?')).toBeNull();
  });

  it('capitalises as a title would, not as all-caps text', () => {
    // ß has no one-letter capital; ǉ is a digraph letter whose title case is ǈ.
    expect(capitalised('ßa ǉubav')).toBe('#Ssaǈubav');
    // Turkish İ folds to a plain i (not i + a combining dot), so #istanbul is one tag however it is typed.
    expect(joined('İSTANBUL')).toBe('#istanbul');
  });
});

describe('topics in any script', () => {
  // The whole topic list (no description): joined, capitalised where the script has case, words longer
  // than 3 characters and pairs of words longer than 2, counted as the reader sees characters.
  const topicList = (text: string) => topicHashtags(text, '', always(0));

  it.each([
    // Latin with accents: kept as typed, case folded.
    ['crème brûlée', ['#crèmebrûlée', '#CrèmeBrûlée', '#crème', '#brûlée']],
    // The same words typed as base letters + combining accents (NFD) give the same hashtags.
    ['cre\u0300me bru\u0302le\u0301e', ['#crèmebrûlée', '#CrèmeBrûlée', '#crème', '#brûlée']],
    // Cyrillic and Greek have case.
    ['Рецепты УЖИН', ['#рецептыужин', '#РецептыУжин', '#рецепты', '#ужин']],
    ['Ελληνική κουζίνα', ['#ελληνικήκουζίνα', '#ΕλληνικήΚουζίνα', '#ελληνική', '#κουζίνα']],
    // Japanese, Chinese, Korean: no case; 料理 and レシピ are 2 and 3 characters, too short alone.
    ['料理 レシピ', ['#料理レシピ']],
    ['日本料理レシピ', ['#日本料理レシピ']],
    ['家常菜，简单', ['#家常菜简单']],
    ['한국 요리', ['#한국요리']],
    // Thai is written without spaces: one word, which is also long enough to stand alone (listed once).
    ['อาหารไทยง่ายๆ', ['#อาหารไทยง่ายๆ']],
    // Right to left: Arabic and Hebrew letters, Arabic-Indic digits.
    ['طبخ سهل', ['#طبخسهل']],
    ['وصفات رمضان', ['#وصفاترمضان', '#وصفات', '#رمضان']],
    ['٢٠٢٤ رمضان', ['#٢٠٢٤رمضان', '#٢٠٢٤', '#رمضان']],
    ['מתכון קל', ['#מתכוןקל', '#מתכון']],
    // Devanagari: vowel signs and viramas stay on their letters; खाना is 2 characters (खा ना).
    ['खाना', ['#खाना']],
    ['मसालेदार खाना', ['#मसालेदारखाना', '#मसालेदार']],
    // Georgian has capitals, but a word never starts with one.
    ['ქართული კერძები', ['#ქართულიკერძები', '#ქართული', '#კერძები']],
    // Mixed scripts join like any words.
    ['iPhone 料理', ['#iphone料理', '#Iphone料理', '#iphone']],
    // Digits only.
    ['2024', ['#2024']],
  ])('%j gives %j', (text, expected) => {
    expect(topicList(text)).toEqual(expected);
  });

  it.each([
    // Emoji (with skin tones, ZWJ sequences, keycaps and flags) split words and never appear in one.
    ['🍕pizza🔥night', ['#pizzanight', '#PizzaNight', '#pizza', '#night']],
    ['family👨‍👩‍👧time', ['#familytime', '#FamilyTime', '#family', '#time']],
    ['1️⃣ tip 🇯🇵', ['#tip', '#Tip']],
    ['料理👩🏽‍🍳レシピ', ['#料理レシピ']],
    // The zero-width non-joiner is part of a Persian spelling; a joiner at a word's edge is dropped.
    ['می\u200Cخواهم', ['#می\u200Cخواهم']],
    ['cats\u200D dogs', ['#catsdogs', '#CatsDogs', '#cats', '#dogs']],
    // Direction marks, a soft hyphen and a byte-order mark are invisible: the word is the same without them.
    ['\u200Fطبخ\u200F سهل', ['#طبخسهل']],
    ['cro\u00ADchet\uFEFF', ['#crochet', '#Crochet']],
    // A zero-width space is a word break, as in Thai text.
    ['อาหาร\u200Bไทย', ['#อาหารไทย', '#อาหาร']],
    // A stray combining mark with no letter to sit on is dropped.
    ['\u0301cats', ['#cats', '#Cats']],
  ])('%j gives %j', (text, expected) => {
    expect(topicList(text)).toEqual(expected);
  });
});

describe('topic list', () => {
  it('joins the topic, capitalises it, and keeps words longer than 3 and pairs of words longer than 2', () => {
    // the(3) cat(3) is on my big(3) mat(3): no single word is long enough; pairs: the+cat, big+mat.
    expect(topicHashtags('the cat is on my big mat', '', always(0))).toEqual([
      '#thecatisonmybigmat',
      '#TheCatIsOnMyBigMat',
      '#thecat',
      '#bigmat',
    ]);
  });

  it('takes a word of 4 characters but not of 3', () => {
    // The pair cat+food equals the joined topic, so it appears once.
    expect(topicHashtags('cat food', '', always(0))).toEqual(['#catfood', '#CatFood', '#food']);
  });

  it('skips a pair when one word has only 2 characters', () => {
    expect(topicHashtags('go viral fast', '', always(0))).toEqual([
      '#goviralfast',
      '#GoViralFast',
      '#viral',
      '#fast',
      '#viralfast',
    ]);
  });

  it('keeps the capitalised form beside the lower-case one, but never the same string twice', () => {
    expect(topicHashtags('skincare', '', always(0))).toEqual(['#skincare', '#Skincare']);
    expect(topicHashtags('2024', '', always(0))).toEqual(['#2024']);
  });

  it('keeps accents as typed and drops punctuation', () => {
    expect(topicHashtags('Café Crème', '', always(0))).toEqual(['#cafécrème', '#CaféCrème', '#café', '#crème']);
    expect(topicHashtags('DIY: room-makeover!!', '', always(0))).toEqual([
      '#diyroommakeover',
      '#DiyRoomMakeover',
      '#room',
      '#makeover',
      '#diyroom',
      '#roommakeover',
    ]);
  });

  const description = 'Sharing my favourite budget travel tips with you from Lisbon';

  it('adds every eligible description word when the coin always lands on include', () => {
    // my, you: too short; with, from: stop words; travel: already a topic word.
    expect(topicHashtags('travel vlog', description, always(0))).toEqual([
      '#travelvlog',
      '#TravelVlog',
      '#travel',
      '#vlog',
      '#sharing',
      '#favourite',
      '#budget',
      '#tips',
      '#lisbon',
    ]);
  });

  it('adds no description word when the coin always lands on skip', () => {
    expect(topicHashtags('travel vlog', description, always(0.99))).toEqual([
      '#travelvlog',
      '#TravelVlog',
      '#travel',
      '#vlog',
    ]);
  });

  it('tosses one coin per eligible description word, including below 50%', () => {
    // sharing 0.2 (in), favourite 0.7 (out), budget 0.49 (in), tips 0.5 (out), lisbon 0.1 (in).
    expect(topicHashtags('travel vlog', description, scripted(0.2, 0.7, 0.49, 0.5, 0.1)).slice(4)).toEqual([
      '#sharing',
      '#budget',
      '#lisbon',
    ]);
  });

  it('leaves out stop words, short words and repeats from the description', () => {
    expect(
      topicHashtags('pets', 'This video shows what they will love about that dog. Dogs, dogs, DOGS!', always(0)),
    ).toEqual(['#pets', '#Pets', '#video', '#love', '#dogs']);
  });

  it('is empty for a topic with no letters or digits in any script', () => {
    expect(topicHashtags('🔥🔥', '', always(0))).toEqual([]);
    expect(topicHashtags('!? … ¿¡ «»', '', always(0))).toEqual([]);
  });
});

describe('recommended mix', () => {
  it('takes 30% trending, 30% niche and 40% topic of the count, each rounded down', () => {
    expect(recommendedQuotas(5)).toEqual({ trending: 1, niche: 1, topic: 2 });
    expect(recommendedQuotas(10)).toEqual({ trending: 3, niche: 3, topic: 4 });
    expect(recommendedQuotas(15)).toEqual({ trending: 4, niche: 4, topic: 6 });
    expect(recommendedQuotas(20)).toEqual({ trending: 6, niche: 6, topic: 8 });
    expect(recommendedQuotas(25)).toEqual({ trending: 7, niche: 7, topic: 10 });
    expect(recommendedQuotas(30)).toEqual({ trending: 9, niche: 9, topic: 12 });
  });

  it('takes the head of each list, dropping case-insensitive repeats in favour of the next one', () => {
    const lists = {
      trending: ['#t1', '#t2', '#t3'],
      niche: ['#t1', '#n1', '#n2', '#n3'],
      topic: ['#cats', '#Cats', '#kitten', '#kittens'],
    };
    // 10 → 3 trending, 3 niche, 4 topic; #t1 and #Cats repeat, so the next of each list steps in,
    // and topic runs out one short: the top-up pool fills the last place, skipping tags already in.
    expect(recommendedMix(lists, 10, ['#t2', '#extra'], always(0))).toEqual([
      '#t1',
      '#t2',
      '#t3',
      '#n1',
      '#n2',
      '#n3',
      '#cats',
      '#kitten',
      '#kittens',
      '#extra',
    ]);
  });

  it('tops up to the count with random tags from the top-up pool', () => {
    const lists = { trending: ['#t1', '#t2'], niche: ['#n1', '#n2'], topic: ['#c1', '#c2', '#c3'] };
    // 5 → 1 + 1 + 2 from the lists, then 1 of the pool's unused tags, chosen by the random source.
    const pool = ['#t1', '#p1', '#p2', '#p3'];
    expect(recommendedMix(lists, 5, pool, always(0))).toEqual(['#t1', '#n1', '#c1', '#c2', '#p1']);
    expect(recommendedMix(lists, 5, pool, always(0.99))).toEqual(['#t1', '#n1', '#c1', '#c2', '#p3']);
  });
});

describe('generateHashtags', () => {
  const expectedLengths: [number, number, number][] = [
    // count, trending (40%, rounded), niche (60%, rounded)
    [5, 2, 3],
    [10, 4, 6],
    [15, 6, 9],
    [20, 8, 12],
    [25, 10, 15],
    [30, 12, 18],
  ];

  function expectWellFormed(result: HashtagResult) {
    for (const list of [result.recommended, result.trending, result.topic, result.niche]) {
      for (const tag of list) expect(isHashtag(tag), tag).toBe(true);
    }
    expect(hasNoDuplicates(result.recommended.map(hashtagKey))).toBe(true);
    expect(hasNoDuplicates(result.trending)).toBe(true);
    expect(hasNoDuplicates(result.niche)).toBe(true);
    expect(hasNoDuplicates(result.topic)).toBe(true);
  }

  describe.each(expectedLengths)('count %d', (count, trendingLength, nicheLength) => {
    it.each(NICHE_IDS)('niche %s: lengths, sources, validity, uniqueness', (niche) => {
      for (const seed of [1, 2, 3]) {
        const result = generateHashtags(
          {
            topic: 'Morning skincare routine',
            description: 'My simple glowing skin steps for busy mornings',
            niche,
            count,
          },
          mulberry32(seed),
        );
        expect(result.recommended).toHaveLength(count);
        expect(result.trending).toHaveLength(trendingLength);
        expect(result.niche).toHaveLength(nicheLength);
        expect(result.trending.every((tag) => HASHTAG_POOLS.trending.includes(tag))).toBe(true);
        expect(result.niche.every((tag) => HASHTAG_POOLS[niche].includes(tag))).toBe(true);
        expectWellFormed(result);
      }
    });

    it('fills the recommended mix exactly even when the topic gives almost nothing', () => {
      const result = generateHashtags({ topic: 'a', niche: 'general', count }, mulberry32(count));
      expect(result.topic).toEqual(['#a', '#A']);
      expect(result.recommended).toHaveLength(count);
      expectWellFormed(result);
    });
  });

  it('builds the recommended mix at 15 from 4 trending, 4 niche and 6 topic hashtags, topped up with 1 trending', () => {
    const result = generateHashtags({ topic: 'homemade sourdough bread', niche: 'tech', count: 15 }, mulberry32(7));
    const head = [
      ...result.trending.slice(0, 4),
      ...result.niche.slice(0, 4),
      '#homemadesourdoughbread',
      '#homemade',
      '#sourdough',
      '#bread',
      '#homemadesourdough',
      '#sourdoughbread',
    ];
    expect(result.recommended.slice(0, 14)).toEqual(head);
    const topUp = result.recommended[14];
    expect(HASHTAG_POOLS.trending).toContain(topUp);
    expect(head).not.toContain(topUp);
  });

  it('builds the recommended mix at 5 from 1 trending, 1 niche and 2 topic hashtags, topped up with 1 trending', () => {
    const result = generateHashtags({ topic: 'vegan dinner', niche: 'food', count: 5 }, mulberry32(3));
    expect(result.recommended.slice(0, 4)).toEqual([result.trending[0], result.niche[0], '#vegandinner', '#vegan']);
    expect(HASHTAG_POOLS.trending).toContain(result.recommended[4]);
    expect(result.recommended).toHaveLength(5);
  });

  it('keeps every topic hashtag, whatever the requested count', () => {
    const result = generateHashtags(
      {
        topic: 'quick easy vegan dinner ideas',
        description: 'Crispy tofu noodles with peanut sauce and fresh herbs',
        niche: 'food',
        count: 5,
      },
      always(0),
    );
    expect(result.topic).toEqual([
      '#quickeasyvegandinnerideas',
      '#QuickEasyVeganDinnerIdeas',
      '#quick',
      '#easy',
      '#vegan',
      '#dinner',
      '#ideas',
      '#quickeasy',
      '#easyvegan',
      '#vegandinner',
      '#dinnerideas',
      '#crispy',
      '#tofu',
      '#noodles',
      '#peanut',
      '#sauce',
      '#fresh',
      '#herbs',
    ]);
  });

  it('is repeatable with the same seed and varies with another', () => {
    const request = { topic: 'dance tutorial', niche: 'dance', count: 20 };
    expect(generateHashtags(request, mulberry32(42))).toEqual(generateHashtags(request, mulberry32(42)));
    expect(generateHashtags(request, mulberry32(42))).not.toEqual(generateHashtags(request, mulberry32(43)));
  });

  it('falls back to the general pool for an unknown niche', () => {
    expect(resolveNiche('knitting')).toBe('general');
    expect(resolveNiche('pets')).toBe('pets');
    const result = generateHashtags({ topic: 'yarn', niche: 'knitting', count: 10 }, mulberry32(5));
    expect(result.niche).toHaveLength(6);
    expect(result.niche.every((tag) => HASHTAG_POOLS.general.includes(tag))).toBe(true);
  });

  it('clamps the count', () => {
    expect(generateHashtags({ topic: 'cats', niche: 'pets', count: 99 }, mulberry32(1)).recommended).toHaveLength(30);
    expect(generateHashtags({ topic: 'cats', niche: 'pets', count: 0 }, mulberry32(1)).recommended).toHaveLength(5);
  });

  it.each(['料理 レシピ', 'рецепты ужин', 'طبخ سهل', 'खाना', 'crème brûlée'])(
    'generates well-formed lists from %j',
    (topic) => {
      const result = generateHashtags({ topic, niche: 'food', count: 15 }, mulberry32(11));
      expect(result.topic.length).toBeGreaterThan(0);
      expect(result.recommended).toHaveLength(15);
      expect(result.recommended).toContain(result.topic[0]);
      expectWellFormed(result);
    },
  );

  it('counts a tag and its capitalised form as one in the mix, in any script with case', () => {
    const result = generateHashtags({ topic: 'рецепты ужин', niche: 'food', count: 15 }, mulberry32(2));
    expect(result.topic.slice(0, 2)).toEqual(['#рецептыужин', '#РецептыУжин']);
    expect(result.recommended).toContain('#рецептыужин');
    expect(result.recommended).not.toContain('#РецептыУжин');
  });

  it('takes description words in any script, leaving out English stop words and topic words', () => {
    expect(topicHashtags('ужин', 'Быстрый ужин with паста', always(0))).toEqual([
      '#ужин',
      '#Ужин',
      '#быстрый',
      '#паста',
    ]);
  });

  it('still generates for a topic without letters or digits, from the pools alone', () => {
    const result = generateHashtags({ topic: '🔥🔥', niche: 'comedy', count: 15 }, mulberry32(9));
    expect(result.topic).toEqual([]);
    expect(result.recommended).toHaveLength(15);
    expectWellFormed(result);
  });

  it.each(['', '   ', '\t\n'])('refuses the blank topic %j', (topic) => {
    expect(isTopicBlank(topic)).toBe(true);
    expect(() => generateHashtags({ topic, niche: 'general', count: 15 })).toThrow(HashtagTopicRequiredError);
  });

  it('refuses a topic or description over its limit, counted in characters as the reader sees them', () => {
    // 100 characters of Devanagari are 200 UTF-16 units: within the limit.
    expect(generateHashtags({ topic: 'खा'.repeat(100), niche: 'food', count: 5 }, mulberry32(1)).topic).toEqual([
      `#${'खा'.repeat(100)}`,
    ]);
    expect(() => generateHashtags({ topic: '料'.repeat(101), niche: 'food', count: 5 })).toThrow(
      HashtagTextTooLongError,
    );
    try {
      generateHashtags({ topic: 'cats', description: '👍🏽'.repeat(503), niche: 'pets', count: 5 });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({
        field: 'description',
        over: 3,
        message: 'The description is 3 characters over its limit of 500.',
      });
    }
  });

  it('does not treat a topic with text as blank', () => {
    expect(isTopicBlank('  cats ')).toBe(false);
  });
});
