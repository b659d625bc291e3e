import { describe, expect, it } from 'vitest';
import {
  countedText,
  dictionaryMismatches,
  fillTemplate,
  isPluralTexts,
  pluralFormProblems,
  pluralText,
} from '@/lib/dictionaries';
import { DICTIONARIES, dictionaryProblems } from '@/i18n';
import { LANGUAGES, LANGUAGE_CODES } from '@/data/languages';

describe('fillTemplate', () => {
  it('fills each named placeholder, as often as it appears', () => {
    expect(fillTemplate('{n} of {total}: {n}', { n: 3, total: '10' })).toBe('3 of 10: 3');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(fillTemplate('Hello {name}', {})).toBe('Hello {name}');
  });
});

describe('pluralText', () => {
  const times = { one: '{count} vez', other: '{count} veces' };

  it("chooses the form by the language's plural rules", () => {
    expect(pluralText(times, 1, 'es')).toBe('1 vez');
    expect(pluralText(times, 3, 'es')).toBe('3 veces');
    expect(pluralText(times, 0, 'es')).toBe('0 veces');
    expect(pluralText({ one: '{count} time', other: '{count} times' }, 1, 'en-US')).toBe('1 time');
  });

  it('falls back to the other form for a category the texts do not have', () => {
    // Spanish uses 'many' for round millions: without a 'many' form, 'other' applies.
    expect(pluralText(times, 1_000_000, 'es', '1.000.000')).toBe('1.000.000 veces');
  });

  it('writes the count as shown when given', () => {
    expect(pluralText(times, 1234, 'es', '1234')).toBe('1234 veces');
  });

  it("chooses Spanish 'many' for round millions when the texts give it", () => {
    const votes = { one: '{count} voto', many: '{count} de votos', other: '{count} votos' };
    expect(pluralText(votes, 1_000_000, 'es', '1.000.000')).toBe('1.000.000 de votos');
    expect(pluralText(votes, 1_500_000, 'es', '1.500.000')).toBe('1.500.000 votos');
  });

  it("fills the sentence's other placeholders from the values, the count from the count", () => {
    const rate = { one: '{rate} in {count} day', other: '{rate} in {count} days' };
    expect(pluralText(rate, 14, 'en-US', '14', { rate: '+180%' })).toBe('+180% in 14 days');
    expect(pluralText(rate, 1, 'en-US', undefined, { rate: '+5%', count: 'ignored' })).toBe('+5% in 1 day');
  });

  it('chooses each Arabic form: 0, 1, 2, 3-10, 11-99, 100 and up', () => {
    const { minFollowers } = DICTIONARIES.ar.calculator.about;
    const shown = [0, 1, 2, 3, 10, 11, 99, 100, 10_000].map((count) => pluralText(minFollowers, count, 'ar-u-nu-latn'));
    expect(shown).toEqual([
      'لا حد أدنى لعدد المتابعين',
      'متابع واحد على الأقل',
      'متابعان على الأقل',
      '3 متابعين على الأقل',
      '10 متابعين على الأقل',
      '11 متابعًا على الأقل',
      '99 متابعًا على الأقل',
      '100 متابع على الأقل',
      '10000 متابع على الأقل',
    ]);
  });
});

describe('countedText', () => {
  it('writes the count as the language writes numbers', () => {
    expect(countedText({ one: '{count} vez', many: '{count} de veces', other: '{count} veces' }, 1_000_000, 'es')).toBe(
      '1.000.000 de veces',
    );
    expect(countedText({ one: '{count} time', other: '{count} times' }, 12_345, 'en-US')).toBe('12,345 times');
  });
});

describe('pluralFormProblems', () => {
  const source = { counted: { one: 'a', other: 'b' }, list: [{ one: 'c', other: 'd' }] };

  it("asks for exactly the language's categories, no more and no fewer", () => {
    const spanish = { counted: { one: 'x', many: 'y', other: 'z' }, list: [{ one: 'x', other: 'z' }] };
    expect(pluralFormProblems(source, spanish, 'es')).toEqual(["list[0]: no 'many' form (es uses one, many, other)"]);
    const indonesian = { counted: { other: 'x' }, list: [{ one: 'x', other: 'y' }] };
    expect(pluralFormProblems(source, indonesian, 'id')).toEqual([
      "list[0]: a 'one' form, which id never uses (it uses other)",
    ]);
  });

  it('names every form Arabic lacks', () => {
    const arabic = { counted: { zero: 'a', one: 'b', two: 'c', other: 'd' }, list: [{ other: 'x' }] };
    expect(pluralFormProblems(source, arabic, 'ar').filter((problem) => problem.startsWith('counted'))).toEqual([
      "counted: no 'few' form (ar uses zero, one, two, few, many, other)",
      "counted: no 'many' form (ar uses zero, one, two, few, many, other)",
    ]);
  });

  it('accepts a form left out on purpose only with its reason written next to it', () => {
    const withReason = { one: 'x', other: 'z', omitted: { many: 'never shown past 100' } };
    const withoutReason = { one: 'x', other: 'z', omitted: { many: ' ' } };
    expect(isPluralTexts(withReason)).toBe(true);
    expect(pluralFormProblems(source.counted, withReason, 'es')).toEqual([]);
    expect(pluralFormProblems(source.counted, withoutReason, 'es')).toEqual([
      "(root): no 'many' form (es uses one, many, other)",
    ]);
  });
});

describe('dictionaryMismatches', () => {
  const source = { a: 'x', group: { b: 'y', list: ['1', '2'] }, counted: { one: 'a', other: 'b' } };

  it('finds nothing when the translation has the same shape', () => {
    const translation = {
      a: 'X',
      group: { b: 'Y', list: ['uno', 'dos'] },
      counted: { one: 'c', many: 'd', other: 'e' },
    };
    expect(dictionaryMismatches(source, translation)).toEqual([]);
  });

  it('names each missing key, extra key, wrong kind and list of another length by its path', () => {
    const translation = { group: { b: 1, list: ['uno'], extra: 'z' }, counted: 'text' };
    expect(dictionaryMismatches(source, translation)).toEqual([
      'a: missing',
      'group.b: expected text, found number',
      'group.list: expected 2 items, found 1',
      'group.extra: not in the English dictionary',
      "counted: expected plural forms with 'other', found string",
    ]);
  });

  it('recognises plural groups by their categories', () => {
    expect(isPluralTexts({ one: 'a', other: 'b' })).toBe(true);
    expect(isPluralTexts({ zero: 'a', two: 'b', few: 'c', other: 'd' })).toBe(true);
    expect(isPluralTexts({ one: 'a' })).toBe(false);
    expect(isPluralTexts({ other: 'a', title: 'b' })).toBe(false);
  });
});

describe('the site dictionaries', () => {
  it('exist for every language and match the English one key for key, each plural form there', () => {
    expect(Object.keys(DICTIONARIES).sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const language of LANGUAGE_CODES) expect(DICTIONARIES[language], language).toBeDefined();
    expect(dictionaryProblems()).toEqual([]);
  });

  it('give every counted text the forms of its language, English included', () => {
    for (const language of LANGUAGE_CODES)
      expect(pluralFormProblems(DICTIONARIES.en, DICTIONARIES[language], LANGUAGES[language].intlLocale)).toEqual([]);
  });

  it('have no empty text', () => {
    const empty: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (typeof value === 'string') {
        if (value.trim() === '') empty.push(path);
      } else if (value && typeof value === 'object')
        for (const [key, member] of Object.entries(value)) walk(member, `${path}.${key}`);
    };
    for (const language of LANGUAGE_CODES) walk(DICTIONARIES[language], language);
    expect(empty).toEqual([]);
  });
});
