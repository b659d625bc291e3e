/** The calculator's inputs: their type, defaults, and parsing of typed text into whole, in-range values. */
import {
  DEFAULT_ENGAGEMENT_PERCENT,
  DEFAULT_FOLLOWERS,
  DEFAULT_POSTS_PER_MONTH,
  ENGAGEMENT_MAX,
  ENGAGEMENT_MIN,
  ENGAGEMENT_STEP,
  COUNT_MIN,
  POSTS_MAX,
} from '@/data/earnings';

/** What the calculator asks for. */
export interface EarningsInputs {
  followers: number;
  engagementPercent: number;
  postsPerMonth: number;
}

/** The inputs a visitor starts from. */
export const DEFAULT_EARNINGS_INPUTS: Readonly<EarningsInputs> = {
  followers: DEFAULT_FOLLOWERS,
  engagementPercent: DEFAULT_ENGAGEMENT_PERCENT,
  postsPerMonth: DEFAULT_POSTS_PER_MONTH,
};

/**
 * Plain decimal notation, optionally with an exponent: what an <input type="number"> can hold.
 * Anything else ("12abc", "0x10", "") is not a number and becomes 0, rather than parseInt's "12".
 */
const DECIMAL_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

function toFiniteNumber(input: string | number): number {
  const value = typeof input === 'number' ? input : DECIMAL_NUMBER.test(input.trim()) ? Number(input) : NaN;
  // Infinity (typed as 1e309, which overflows) is no count of anything: treating it as "too big" and
  // clamping to the maximum would turn a typo into the largest possible result, so it counts as a
  // non-number like NaN.
  return Number.isFinite(value) ? value : 0;
}

function clamp(value: number, min: number, max: number): number {
  // `+ 0` turns -0 (from truncating e.g. -0.5) into 0, so it never prints as "-0".
  return Math.min(Math.max(value, min), max) + 0;
}

/**
 * A count of at least COUNT_MIN: truncated like parseInt ("2.7" gives 2), a non-number gives 0, and it
 * stops at `max`. Without a max it stops at Number.MAX_SAFE_INTEGER, past which integers are no
 * longer exact.
 */
function parseCount(input: string | number, max = Number.MAX_SAFE_INTEGER): number {
  return clamp(Math.trunc(toFiniteNumber(input)), COUNT_MIN, max);
}

/** Followers from typed text: a count with no upper limit. */
export function parseFollowers(input: string | number): number {
  return parseCount(input);
}

/** Posts per month from typed text: a count up to POSTS_MAX. */
export function parsePostsPerMonth(input: string | number): number {
  return parseCount(input, POSTS_MAX);
}

/** Slider steps in one percent (10 for 0.1% steps): engagement is held as a whole count of steps. */
export const ENGAGEMENT_STEPS_PER_PERCENT = Math.round(1 / ENGAGEMENT_STEP);

/** 0 to 20, snapped to the slider's 0.1 steps; dividing a whole count of steps avoids 0.30000000000000004. */
export function parseEngagementPercent(input: string | number): number {
  const steps = Math.round(toFiniteNumber(input) * ENGAGEMENT_STEPS_PER_PERCENT);
  return clamp(steps / ENGAGEMENT_STEPS_PER_PERCENT, ENGAGEMENT_MIN, ENGAGEMENT_MAX);
}

/** Brings any inputs into range, so the estimate never shows NaN or a negative figure. */
export function normalizeEarningsInputs(inputs: EarningsInputs): EarningsInputs {
  return {
    followers: parseFollowers(inputs.followers),
    engagementPercent: parseEngagementPercent(inputs.engagementPercent),
    postsPerMonth: parsePostsPerMonth(inputs.postsPerMonth),
  };
}
