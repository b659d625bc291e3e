// What a hashtag may hold, in any script: words, the validity rule, the key two spellings share, and
// characters counted as the reader sees them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstGraphemes, graphemeLength } from '@/lib/graphemes';
import { hashtagKey, hashtagPattern, hashtagWords, isHashtag } from '@/lib/hashtagText';

const HASHTAG_PATTERN = hashtagPattern();

describe('hashtag words', () => {
  it.each([
    ['Crème BRÛLÉE', ['crème', 'brûlée']],
    ['料理・レシピ', ['料理', 'レシピ']],
    ['рецепты, ужин!', ['рецепты', 'ужин']],
    ['طبخ؟ سهل', ['طبخ', 'سهل']],
    ['snake_case ＿x', ['snake_case', '＿x']],
    ["mom's", ['moms']],
    ['二〇二四年', ['二〇二四年']],
    ['🔥', []],
  ])('%j gives %j', (text, words) => {
    expect(hashtagWords(text)).toEqual(words);
  });

  it('gives words in NFC whichever way the accents were typed', () => {
    const [word] = hashtagWords('cre\u0300me');
    expect(word).toBe('crème');
    expect(word).toBe(word.normalize('NFC'));
  });
});

const HASHTAGS = [
  '#fyp',
  '#SkincareRoutine',
  '#snake_case',
  '#2024',
  '#料理',
  '#рецепты',
  '#طبخ',
  '#crème',
  '#CrèmeBrûlée',
  '#खाना',
  '#می\u200Cخواهم',
];

describe('the validity rule', () => {
  it.each(HASHTAGS)('%j is a hashtag', (tag) => {
    expect(isHashtag(tag)).toBe(true);
  });

  it.each([
    'fyp',
    '#',
    '#two words',
    '#fyp!',
    '#mom’s',
    '#🔥',
    '#pizza🍕',
    '#1️⃣',
    // Not in NFC: the same word must be written one way.
    '#cre\u0300me',
    // Invisible characters would make two tags look the same but differ.
    '#cats\u200D',
    '#cro\u00ADchet',
    '#\u200Fطبخ',
    '##fyp',
  ])('%j is not a hashtag', (tag) => {
    expect(isHashtag(tag)).toBe(false);
  });

  describe('as one pattern (HASHTAG_PATTERN, which the content editor checks as the author types)', () => {
    it.each(HASHTAGS)('accepts the hashtag %j', (tag) => {
      expect(HASHTAG_PATTERN.test(tag)).toBe(true);
    });

    it.each(['#two words', '#fyp!', '#🔥', '#', 'fyp', '##fyp', '#pizza🍕', '#mom’s', '#_fyp '])(
      'refuses %j, as the rule does',
      (tag) => {
        expect(isHashtag(tag)).toBe(false);
        expect(HASHTAG_PATTERN.test(tag)).toBe(false);
      },
    );

    it('is no stricter than the rule on any character of the Basic Multilingual Plane, alone or after a letter', () => {
      // The rule (grapheme segmentation) is asked only where the pattern refuses: the one case that matters.
      const blocked: string[] = [];
      let refused = 0;
      for (let code = 0; code <= 0xffff; code++) {
        if (code >= 0xd800 && code <= 0xdfff) continue;
        const character = String.fromCharCode(code);
        for (const tag of [`#${character}`, `#a${character}`]) {
          if (HASHTAG_PATTERN.test(tag)) continue;
          refused++;
          if (isHashtag(tag)) blocked.push(tag);
        }
      }
      // Most of the plane is not letters or digits: the rule was asked many times.
      expect(refused).toBeGreaterThan(10_000);
      expect(blocked).toEqual([]);
      // Work, not waiting: about 1.5 s alone, several times that with coverage on a busy machine.
    }, 60_000);
  });

  it('gives the same key to spellings the platform treats as one tag', () => {
    expect(hashtagKey('#SkincareRoutine')).toBe(hashtagKey('#skincareroutine'));
    expect(hashtagKey('#CRÈME')).toBe(hashtagKey('#cre\u0300me'));
    expect(hashtagKey('#РЕЦЕПТЫ')).toBe('#рецепты');
    expect(hashtagKey('#料理')).toBe('#料理');
    expect(hashtagKey('#crème')).not.toBe(hashtagKey('#creme'));
  });
});

describe('characters as the reader sees them', () => {
  it.each([
    ['crème', 5],
    ['cre\u0300me', 5],
    ['खाना', 2],
    ['👍🏽', 1],
    ['👨‍👩‍👧', 1],
    ['🇯🇵', 1],
    ['料理', 2],
    ['', 0],
  ])('%j is %d long', (text, length) => {
    expect(graphemeLength(text)).toBe(length);
  });

  it('cuts without splitting a character', () => {
    expect(firstGraphemes('खानाखाना', 3)).toBe('खानाखा');
    expect(firstGraphemes('👨‍👩‍👧👨‍👩‍👧', 1)).toBe('👨‍👩‍👧');
    expect(firstGraphemes('abc', 5)).toBe('abc');
  });

  describe('in a browser without Intl.Segmenter', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('keeps accents, vowel signs and joiners on their letter', () => {
      vi.stubGlobal('Intl', { ...Intl, Segmenter: undefined });
      expect(graphemeLength('cre\u0300me')).toBe(5);
      expect(graphemeLength('खाना')).toBe(2);
      expect(hashtagWords('मसालेदार खाना')).toEqual(['मसालेदार', 'खाना']);
    });
  });
});
