// The hashtag generator's vocabularies (pools and stop words) in every language, its niches and their
// names, and the Spanish page's generation: the same counts, shares and mix from Spanish pools.
import { describe, expect, it } from 'vitest';
import { HASHTAG_POOL_MIN_SIZE, TRENDING_POOL_MIN_SIZE, type HashtagVocabulary } from '@/data/hashtagVocabulary';
import { HASHTAG_VOCABULARY as ENGLISH } from '@/data/hashtagVocabularies/en';
import { HASHTAG_VOCABULARY as SPANISH } from '@/data/hashtagVocabularies/es';
import { HASHTAG_COUNT_MAX, NICHE_SHARE, TRENDING_SHARE } from '@/data/hashtagGenerator';
import { LANGUAGE_CODES } from '@/data/languages';
import { NICHE_IDS, isNicheId } from '@/data/niches';
import { DICTIONARIES } from '@/i18n';
import { generateHashtags, recommendedQuotas, topicHashtags } from '@/lib/hashtags';
import { hashtagKey, isHashtag } from '@/lib/hashtagText';
import { mulberry32, type RandomSource } from '@/lib/random';

const hasNoDuplicates = (tags: readonly string[]) => new Set(tags).size === tags.length;
const always =
  (value: number): RandomSource =>
  () =>
    value;

/** Every language's vocabulary, by its file's name (the language's code). */
const VOCABULARIES: Readonly<Record<string, HashtagVocabulary>> = Object.fromEntries(
  Object.entries(
    import.meta.glob<HashtagVocabulary>('../../src/data/hashtagVocabularies/*.ts', {
      eager: true,
      import: 'HASHTAG_VOCABULARY',
    }),
  ).map(([path, vocabulary]) => [/([^/]+)\.ts$/.exec(path)![1], vocabulary]),
);

describe('niches', () => {
  it('are the 20 of the spec, in order', () => {
    expect(NICHE_IDS).toEqual([
      'general',
      'beauty',
      'fashion',
      'fitness',
      'food',
      'travel',
      'comedy',
      'educational',
      'dance',
      'gaming',
      'business',
      'tech',
      'lifestyle',
      'sports',
      'music',
      'art',
      'books',
      'pets',
      'diy',
      'parenting',
    ]);
  });

  it('have a name in every language, English as the chips showed it', () => {
    expect(DICTIONARIES.en.hashtagGenerator.generator.niches.diy).toBe('DIY');
    expect(DICTIONARIES.en.hashtagGenerator.generator.niches.educational).toBe('Educational');
    expect(DICTIONARIES.es.hashtagGenerator.generator.niches.food).toBe('Comida');
    for (const language of LANGUAGE_CODES) {
      const names = DICTIONARIES[language].hashtagGenerator.generator.niches;
      expect(Object.keys(names).sort(), language).toEqual([...NICHE_IDS].sort());
      expect(
        Object.values(names).every((name) => name.trim() !== ''),
        language,
      ).toBe(true);
    }
  });

  it('recognises niche ids', () => {
    expect(isNicheId('pets')).toBe(true);
    expect(isNicheId('trending')).toBe(false);
    expect(isNicheId('knitting')).toBe(false);
  });
});

describe.each(LANGUAGE_CODES)('the %s vocabulary', (language) => {
  const { pools, stopWords } = VOCABULARIES[language];

  it('has a pool for trending and for every niche, and nothing else', () => {
    expect(Object.keys(pools).sort()).toEqual(['trending', ...NICHE_IDS].sort());
  });

  it.each(Object.entries(pools))(
    `%s: at least ${HASHTAG_POOL_MIN_SIZE} valid, lower-case, distinct hashtags`,
    (_, pool) => {
      expect(pool.length).toBeGreaterThanOrEqual(HASHTAG_POOL_MIN_SIZE);
      for (const tag of pool) {
        expect(isHashtag(tag), tag).toBe(true);
        expect(tag).toBe(tag.toLowerCase());
        expect(tag).toBe(tag.normalize('NFC'));
      }
      expect(hasNoDuplicates(pool)).toBe(true);
    },
  );

  it('has enough in every pool for the largest request, and trending hashtags to fill the largest mix alone', () => {
    expect(TRENDING_POOL_MIN_SIZE).toBeGreaterThanOrEqual(HASHTAG_COUNT_MAX);
    expect(pools.trending.length).toBeGreaterThanOrEqual(TRENDING_POOL_MIN_SIZE);
    expect(pools.trending.length).toBeGreaterThanOrEqual(Math.round(HASHTAG_COUNT_MAX * TRENDING_SHARE));
    for (const niche of NICHE_IDS) {
      expect(pools[niche].length, niche).toBeGreaterThanOrEqual(Math.round(HASHTAG_COUNT_MAX * NICHE_SHARE));
    }
  });

  it('lists stop words in lower case, longer than the length rule already excludes', () => {
    expect(stopWords.size).toBeGreaterThan(50);
    for (const word of stopWords) {
      expect(word, word).toBe(word.toLowerCase().normalize('NFC'));
      expect(word.length, word).toBeGreaterThan(3);
    }
  });
});

describe('what the pools leave out', () => {
  // The trending pool goes to every audience of a language, whatever its country.
  const COUNTRY_TAGS = [
    '#tiktokespaña',
    '#tiktokmexico',
    '#tiktokargentina',
    '#tiktokcolombia',
    '#tiktoklatam',
    '#latino',
    '#السعودية',
    '#مصر',
    '#الامارات',
    '#الكويت',
    '#المغرب',
    '#الجزائر',
    '#العراق',
    '#الاردن',
    '#قطر',
    '#تونس',
    '#لبنان',
  ];

  it.each(LANGUAGE_CODES)('%s: no country or region tags in the trending pool', (language) => {
    for (const tag of COUNTRY_TAGS) expect(VOCABULARIES[language].pools.trending, tag).not.toContain(tag);
  });

  it('Arabic: no tag that generalises about a people or reads as drug slang outside the Gulf', () => {
    for (const pool of Object.values(VOCABULARIES.ar.pools)) {
      expect(pool).not.toContain('#الشعب_الصيني_ماله_حل');
      expect(pool).not.toContain('#تحشيش');
    }
  });
});

describe('the Spanish vocabulary', () => {
  const { pools } = SPANISH;

  it('offers the tags Spanish-speaking TikTok uses', () => {
    expect(pools.trending).toEqual(expect.arrayContaining(['#parati', '#fyp', '#viral', '#tendencia']));
    expect(pools.comedy).toContain('#humor');
    expect(pools.food).toContain('#recetas');
    expect(pools.business).toContain('#emprendimiento');
    expect(pools.beauty).toContain('#maquillaje');
    expect(pools.fashion).toContain('#moda');
    expect(pools.travel).toContain('#viajes');
    expect(pools.fitness).toEqual(expect.arrayContaining(['#fitness', '#gimnasio']));
  });

  it('is not the English one', () => {
    expect(pools.trending).not.toEqual(ENGLISH.pools.trending);
    expect(ENGLISH.pools.trending).not.toContain('#parati');
  });

  const expectedLengths: [number, number, number][] = [
    // count, trending (40%, rounded), niche (60%, rounded): the same as in English
    [5, 2, 3],
    [15, 6, 9],
    [30, 12, 18],
  ];

  describe.each(expectedLengths)('count %d', (count, trendingLength, nicheLength) => {
    it.each(NICHE_IDS)('niche %s: the same lengths and mix, from Spanish pools', (niche) => {
      for (const seed of [1, 2]) {
        const result = generateHashtags(
          { topic: 'rutina de mañana', description: 'Mis pasos para una piel radiante', niche, count },
          SPANISH,
          mulberry32(seed),
        );
        expect(result.recommended).toHaveLength(count);
        expect(result.trending).toHaveLength(trendingLength);
        expect(result.niche).toHaveLength(nicheLength);
        expect(result.trending.every((tag) => pools.trending.includes(tag))).toBe(true);
        expect(result.niche.every((tag) => pools[niche].includes(tag))).toBe(true);
        expect(hasNoDuplicates(result.recommended.map(hashtagKey))).toBe(true);
        for (const tag of result.recommended) expect(isHashtag(tag), tag).toBe(true);
        // The mix opens with its quotas of the trending and niche lists, then the topic's tags.
        const quotas = recommendedQuotas(count);
        expect(result.recommended.slice(0, quotas.trending)).toEqual(result.trending.slice(0, quotas.trending));
        expect(result.recommended).toContain('#rutinademañana');
      }
    });
  });

  it('tops the mix up with Spanish trending hashtags only', () => {
    const result = generateHashtags({ topic: 'a', niche: 'general', count: 30 }, SPANISH, mulberry32(4));
    const fromPools = result.recommended.filter((tag) => tag !== '#a');
    expect(fromPools.every((tag) => pools.trending.includes(tag) || pools.general.includes(tag))).toBe(true);
  });

  it('leaves Spanish stop words out of description hashtags, with or without accents', () => {
    const description = 'Además también hacemos esto para todos nosotros: pan casero después del trabajo';
    expect(topicHashtags('pan', description, SPANISH.stopWords, always(0))).toEqual([
      '#pan',
      '#Pan',
      '#hacemos',
      '#casero',
      '#trabajo',
    ]);
    // With the English list the Spanish filler words would have become hashtags.
    expect(topicHashtags('pan', description, ENGLISH.stopWords, always(0))).toContain('#también');
    expect(topicHashtags('pan', 'Ademas tambien despues', SPANISH.stopWords, always(0))).toEqual(['#pan', '#Pan']);
  });
});
