// The calculator's fields: as typed while editing, parsed for the estimate, and kept in the address.
import { describe, expect, it } from 'vitest';
import { fieldsFor, inputsFrom, readEarningsFields, writeEarningsFields } from '@/lib/earnings/fields';
import { DEFAULT_EARNINGS_INPUTS } from '@/lib/earnings/inputs';

describe('calculator fields', () => {
  it('parse what is typed by the input rules ("" is 0, "2.7" is 2)', () => {
    expect(inputsFrom({ followers: '', posts: '2.7', engagementPercent: 7.5 })).toEqual({
      followers: 0,
      postsPerMonth: 2,
      engagementPercent: 7.5,
    });
    expect(fieldsFor(inputsFrom({ followers: '', posts: '2.7', engagementPercent: 7.5 }))).toEqual({
      followers: '0',
      posts: '2',
      engagementPercent: 7.5,
    });
  });

  it('read the defaults from an address without calculator parameters, and the parameters otherwise', () => {
    expect(readEarningsFields('?utm_source=mail')).toEqual(fieldsFor(DEFAULT_EARNINGS_INPUTS));
    expect(readEarningsFields('?followers=abc&engagement=99&posts=500')).toEqual({
      followers: '0',
      posts: '100',
      engagementPercent: 20,
    });
  });

  it('write the parsed numbers, keeping other parameters in place', () => {
    expect(writeEarningsFields({ followers: '50000', posts: '30', engagementPercent: 5 }, '')).toBe(
      '?followers=50000&engagement=5&posts=30',
    );
    expect(
      writeEarningsFields({ followers: '', posts: '500', engagementPercent: 99 }, '?followers=abc&utm_source=mail'),
    ).toBe('?followers=0&utm_source=mail&engagement=20&posts=100');
  });
});
