// The seeded random source and sampling the generator uses (injected so tests are repeatable).
import { describe, expect, it } from 'vitest';
import { mulberry32, sampleWithoutReplacement, type RandomSource } from '@/lib/random';

const always =
  (value: number): RandomSource =>
  () =>
    value;
const hasNoDuplicates = (tags: readonly string[]) => new Set(tags).size === tags.length;

describe('random helpers', () => {
  it('mulberry32 repeats per seed and stays within [0, 1)', () => {
    const first = mulberry32(123);
    const second = mulberry32(123);
    const values = Array.from({ length: 1000 }, () => first());
    expect(values).toEqual(Array.from({ length: 1000 }, () => second()));
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(990);
  });

  it('samples without repeats, and all of the items when asked for more', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    const sample = sampleWithoutReplacement(items, 3, mulberry32(1));
    expect(sample).toHaveLength(3);
    expect(hasNoDuplicates(sample)).toBe(true);
    expect(sampleWithoutReplacement(items, 10, mulberry32(1)).sort()).toEqual(items);
    expect(sampleWithoutReplacement(items, 3, always(1))).toHaveLength(3);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
