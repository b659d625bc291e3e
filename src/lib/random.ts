/** Injectable random sources and sampling, so random-driven logic can run seeded (and repeatable) in tests. */

/** Returns a number in [0, 1), like Math.random. */
export type RandomSource = () => number;

/**
 * mulberry32: a tiny 32-bit seeded generator. Statistically fine for picking hashtags, not for anything
 * secret; its point is that the same seed always gives the same sequence.
 */
export function mulberry32(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An index in [0, length); clamped so a source that returns exactly 1 cannot step past the end. */
function randomIndex(length: number, random: RandomSource): number {
  return Math.min(length - 1, Math.floor(random() * length));
}

/**
 * Up to `count` distinct positions of `items`, in random order (a partial Fisher-Yates shuffle).
 * Asking for more than there are returns all of them, shuffled.
 */
export function sampleWithoutReplacement<T>(items: readonly T[], count: number, random: RandomSource): T[] {
  const pool = [...items];
  const wanted = Math.max(0, Math.min(count, pool.length));
  for (let i = 0; i < wanted; i++) {
    const j = i + randomIndex(pool.length - i, random);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, wanted);
}
