import { describe, expect, it } from 'vitest';
import { earningsAssumptions } from '@/lib/earnings/assumptions';
import { earningsBreakdown } from '@/lib/earnings/breakdown';
import { estimateEarnings, viewsPerVideo } from '@/lib/earnings/estimate';
import { dollarRange, formatDollars } from '@/lib/earnings/format';
import { formatNumber } from '@/lib/numberFormats';
import {
  DEFAULT_EARNINGS_INPUTS,
  parseEngagementPercent,
  parseFollowers,
  parsePostsPerMonth,
} from '@/lib/earnings/inputs';
import { earningsReportText } from '@/lib/earnings/report';
import { DICTIONARIES } from '@/i18n';
import {
  earningsSearchWith,
  hasEarningsSearchParams,
  earningsInputsFromSearchParams,
  earningsInputsToSearchParams,
} from '@/lib/earnings/urlState';

const { island: EN_TEXTS, assumptions: EN_ASSUMPTIONS } = DICTIONARIES.en.calculator;
const EN_REPORT = { texts: EN_TEXTS.report, rangeTemplate: EN_TEXTS.range, locale: 'en-US' };

// Expected values below are worked out by hand from the spec's formulas, never by calling the implementation.

describe('parsing whole numbers (followers, posts)', () => {
  it.each([
    ['', 0],
    ['abc', 0],
    ['12abc', 0],
    [-5, 0],
    ['-5', 0],
    [Number('1e309'), 0],
    ['1e309', 0],
    [NaN, 0],
    [-Infinity, 0],
    ['2.7', 2],
    [2.7, 2],
    [' 42 ', 42],
    ['1e1', 10],
    [150, 100],
    ['150', 100],
    [100, 100],
    [0, 0],
  ])('posts per month %j gives %d', (input, expected) => {
    expect(parsePostsPerMonth(input)).toBe(expected);
  });

  it('never returns -0', () => {
    expect(Object.is(parseFollowers(-0.5), 0)).toBe(true);
    expect(Object.is(parsePostsPerMonth('-0.5'), 0)).toBe(true);
  });

  it('keeps followers unbounded above, but whole', () => {
    expect(parseFollowers('2500000')).toBe(2_500_000);
    expect(parseFollowers('9999.99')).toBe(9999);
    expect(parseFollowers('1e3')).toBe(1000);
    expect(parseFollowers('1e20')).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('parsing engagement', () => {
  it.each([
    [5, 5],
    ['5', 5],
    ['7.25', 7.3],
    ['12.34', 12.3],
    [0.1 + 0.2, 0.3],
    ['0.30000000000000004', 0.3],
    [25, 20],
    ['20.04', 20],
    [-1, 0],
    ['', 0],
    ['abc', 0],
    [Infinity, 0],
  ])('%j gives %d', (input, expected) => {
    expect(parseEngagementPercent(input)).toBe(expected);
  });
});

describe('views per video', () => {
  it('is followers × engagement %, rounded', () => {
    expect(viewsPerVideo(10000, 5)).toBe(500);
    expect(viewsPerVideo(4999, 10)).toBe(500); // 499.9
    expect(viewsPerVideo(5, 10)).toBe(1); // exactly 0.5 rounds up
    expect(viewsPerVideo(4, 10)).toBe(0); // 0.4
  });
});

describe('estimate with the defaults (10,000 followers, 5%, 15 posts)', () => {
  // views 500; fund low 500 × 0.02/1000 × 15 = 0.15, high 0.30, average 0.225; brand 50;
  // affiliate 500 × 0.5/1000 × 15 = 3.75; min 0.15 + 25 + 1.875 = 27.025; max 0.30 + 50 + 3.75 = 54.05.
  it('matches the hand calculation', () => {
    expect(estimateEarnings(DEFAULT_EARNINGS_INPUTS)).toEqual({
      viewsPerVideo: 500,
      creatorFund: { low: 0, high: 0, average: 0 },
      brandDeals: 50,
      affiliate: 4,
      total: { min: 27, max: 54 },
    });
  });
});

describe('estimate at each follower boundary (10% engagement, 20 posts)', () => {
  // views = followers / 10 rounded; fund low = views × 0.0004, high = views × 0.0008;
  // affiliate = views × 0.01 (from 5,000 followers); min = low + brand/2 + affiliate/2; max = high + brand + affiliate.
  it.each([
    // followers, views, fund low, fund high, fund average, brand, affiliate, total min, total max
    [4_999, 500, 0, 0, 0, 0, 0, 0, 0], // low 0.2, high 0.4
    [5_000, 500, 0, 0, 0, 0, 5, 3, 5], // min 0.2 + 2.5 = 2.7, max 0.4 + 5 = 5.4
    [9_999, 1_000, 0, 1, 1, 0, 10, 5, 11], // low 0.4, high 0.8, avg 0.6; min 5.4, max 10.8
    [10_000, 1_000, 0, 1, 1, 50, 10, 30, 61], // min 0.4 + 25 + 5 = 30.4, max 60.8
    [49_999, 5_000, 2, 4, 3, 50, 50, 52, 104],
    [50_000, 5_000, 2, 4, 3, 150, 50, 102, 204],
    [99_999, 10_000, 4, 8, 6, 150, 100, 129, 258],
    [100_000, 10_000, 4, 8, 6, 500, 100, 304, 608],
    [499_999, 50_000, 20, 40, 30, 500, 500, 520, 1_040],
    [500_000, 50_000, 20, 40, 30, 1_500, 500, 1_020, 2_040],
    [999_999, 100_000, 40, 80, 60, 1_500, 1_000, 1_290, 2_580],
    [1_000_000, 100_000, 40, 80, 60, 5_000, 1_000, 3_040, 6_080],
  ])('%d followers', (followers, views, low, high, average, brandDeals, affiliate, min, max) => {
    expect(estimateEarnings({ followers, engagementPercent: 10, postsPerMonth: 20 })).toEqual({
      viewsPerVideo: views,
      creatorFund: { low, high, average },
      brandDeals,
      affiliate,
      total: { min, max },
    });
  });
});

describe('rounding', () => {
  it('computes totals from unrounded parts', () => {
    // 10,000 followers, 10%, 30 posts: views 1,000; fund low 0.6, high 1.2; brand 50; affiliate 15.
    // min = 0.6 + 25 + 7.5 = 33.1 → 33 (rounding the parts first would give 1 + 25 + 7.5 = 33.5 → 34).
    const estimate = estimateEarnings({ followers: 10000, engagementPercent: 10, postsPerMonth: 30 });
    expect(estimate.creatorFund).toEqual({ low: 1, high: 1, average: 1 });
    expect(estimate.affiliate).toBe(15);
    expect(estimate.total).toEqual({ min: 33, max: 66 });
  });

  it('rounds an exact half dollar up', () => {
    // 5,000 followers, 10%, 2 posts: views 500; affiliate 500 × 0.5/1000 × 2 = 0.50 exactly.
    const estimate = estimateEarnings({ followers: 5000, engagementPercent: 10, postsPerMonth: 2 });
    expect(estimate.affiliate).toBe(1);
  });

  it('shows zero for nothing', () => {
    expect(estimateEarnings({ followers: 0, engagementPercent: 0, postsPerMonth: 0 })).toEqual({
      viewsPerVideo: 0,
      creatorFund: { low: 0, high: 0, average: 0 },
      brandDeals: 0,
      affiliate: 0,
      total: { min: 0, max: 0 },
    });
  });

  it('brings out-of-range inputs into range instead of producing NaN', () => {
    // Followers 10,000 at 20% (clamped from 50) with 100 posts (clamped from 500): views 2,000;
    // fund low 4, high 8, avg 6; brand 50; affiliate 100; min 4 + 25 + 50 = 79; max 8 + 50 + 100 = 158.
    expect(estimateEarnings({ followers: 10000.9, engagementPercent: 50, postsPerMonth: 500 })).toEqual({
      viewsPerVideo: 2000,
      creatorFund: { low: 4, high: 8, average: 6 },
      brandDeals: 50,
      affiliate: 100,
      total: { min: 79, max: 158 },
    });
    expect(estimateEarnings({ followers: NaN, engagementPercent: NaN, postsPerMonth: NaN }).total).toEqual({
      min: 0,
      max: 0,
    });
  });
});

describe('formatting', () => {
  it('formats dollars and numbers the en-US way', () => {
    expect(formatDollars(1234, 'en-US')).toBe('$1,234');
    expect(formatDollars(0, 'en-US')).toBe('$0');
    expect(formatDollars(1_000_000, 'en-US')).toBe('$1,000,000');
    expect(formatNumber(1234, 'en-US')).toBe('1,234');
    expect(formatNumber(7.3, 'en-US')).toBe('7.3');
  });
});

describe('report text', () => {
  const inputs = { followers: 100000, engagementPercent: 10, postsPerMonth: 20 };
  const estimate = estimateEarnings(inputs);
  const text = earningsReportText(inputs, estimate, {
    ...EN_REPORT,
    url: 'https://example.com/calculator?followers=100000&engagement=10&posts=20',
    date: new Date(2024, 5, 15, 12),
  });

  it('lists the inputs and every figure', () => {
    expect(text).toContain('Followers: 100,000');
    expect(text).toContain('Engagement rate: 10%');
    expect(text).toContain('Posts per month: 20');
    expect(text).toContain('Views per video: 10,000');
    expect(text).toContain('Creator Fund: $6 ($4 to $8)');
    expect(text).toContain('Brand deals: $500');
    expect(text).toContain('Affiliate marketing: $100');
    expect(text).toContain('Total: $304 to $608 per month');
  });

  it('says it is an estimate and carries the date and link when given', () => {
    expect(text.split('\n')[0]).toMatch(/Earnings Estimate/);
    expect(text).toMatch(/estimate only/i);
    expect(text).toContain('June 15, 2024');
    expect(text).toContain('https://example.com/calculator?followers=100000&engagement=10&posts=20');
  });

  it('leaves out the date and link lines when not given', () => {
    const bare = earningsReportText(inputs, estimate, EN_REPORT);
    expect(bare).not.toMatch(/Date:|Calculated at/);
  });
});

describe('assumptions disclosure', () => {
  const text = JSON.stringify(earningsAssumptions(EN_ASSUMPTIONS.table, 'en-US'));

  it('states the rates and thresholds', () => {
    expect(text).toContain('$0.02 per 1,000 views');
    expect(text).toContain('$0.04 per 1,000 views');
    expect(text).toContain('$0.50 per 1,000 views');
    expect(text).toContain('from 5,000 followers');
    expect(text).toContain('from 10,000 followers');
    expect(text).toContain('50% of brand deals');
    expect(text).toContain('100% of brand deals');
  });

  it('lists every brand deal tier with its amount', () => {
    const brand = earningsAssumptions(EN_ASSUMPTIONS.table, 'en-US').find((group) =>
      group.title.startsWith('Brand deals'),
    );
    expect(brand?.items).toEqual([
      { label: 'Under 10,000 followers', value: '$0' },
      { label: '10,000 to 49,999 followers', value: '$50' },
      { label: '50,000 to 99,999 followers', value: '$150' },
      { label: '100,000 to 499,999 followers', value: '$500' },
      { label: '500,000 to 999,999 followers', value: '$1,500' },
      { label: '1,000,000+ followers', value: '$5,000' },
    ]);
  });
});

describe('URL state', () => {
  it('round-trips the inputs', () => {
    const inputs = { followers: 25000, engagementPercent: 7.3, postsPerMonth: 42 };
    const params = earningsInputsToSearchParams(inputs);
    expect(params.toString()).toBe('followers=25000&engagement=7.3&posts=42');
    expect(earningsInputsFromSearchParams(new URLSearchParams(params.toString()))).toEqual(inputs);
  });

  it('uses the defaults for missing parameters', () => {
    expect(earningsInputsFromSearchParams(new URLSearchParams(''))).toEqual({
      followers: 10000,
      engagementPercent: 5,
      postsPerMonth: 15,
    });
    expect(earningsInputsFromSearchParams(new URLSearchParams('posts=3'))).toEqual({
      followers: 10000,
      engagementPercent: 5,
      postsPerMonth: 3,
    });
  });

  it('parses bad parameters by the input rules', () => {
    expect(earningsInputsFromSearchParams(new URLSearchParams('followers=abc&engagement=99&posts=500'))).toEqual({
      followers: 0,
      engagementPercent: 20,
      postsPerMonth: 100,
    });
    expect(earningsInputsFromSearchParams(new URLSearchParams('followers=-5&engagement=&posts=2.7'))).toEqual({
      followers: 0,
      engagementPercent: 0,
      postsPerMonth: 2,
    });
  });
});

describe('breakdown chart', () => {
  it('gives each source its share of the total minimum and maximum, with the defaults', () => {
    // 500 views × 15 posts: fund $0.15 to $0.30, brand deals $50 (half: $25), affiliate $3.75 (half: $1.875).
    expect(earningsBreakdown(DEFAULT_EARNINGS_INPUTS)).toEqual([
      { id: 'creatorFund', low: 0, high: 0, lowPercent: 0, highPercent: 0 },
      { id: 'brandDeals', low: 25, high: 50, lowPercent: 50, highPercent: 100 },
      { id: 'affiliate', low: 2, high: 4, lowPercent: 4, highPercent: 8 },
    ]);
  });

  it('scales the bars to the largest high end', () => {
    // 100,000 views × 20 posts: fund $40 to $80, brand deals $2,500 to $5,000, affiliate $500 to $1,000.
    const rows = earningsBreakdown({ followers: 1_000_000, engagementPercent: 10, postsPerMonth: 20 });
    expect(rows.map(({ low, high }) => [low, high])).toEqual([
      [40, 80],
      [2500, 5000],
      [500, 1000],
    ]);
    expect(rows.map(({ lowPercent, highPercent }) => [lowPercent, highPercent])).toEqual([
      [0.8, 1.6],
      [50, 100],
      [10, 20],
    ]);
  });

  it('draws no bars (and no NaN) when everything is zero', () => {
    for (const row of earningsBreakdown({ followers: 0, engagementPercent: 5, postsPerMonth: 15 })) {
      expect([row.low, row.high, row.lowPercent, row.highPercent]).toEqual([0, 0, 0, 0]);
    }
  });

  it('writes a range, or one figure when both ends agree', () => {
    expect(dollarRange(1500, 3000, EN_TEXTS.range, 'en-US')).toBe('$1,500 to $3,000');
    expect(dollarRange(0, 0, EN_TEXTS.range, 'en-US')).toBe('$0');
  });
});

describe('URL state in the address bar', () => {
  it('notices any calculator parameter, even an empty one', () => {
    expect(hasEarningsSearchParams(new URLSearchParams(''))).toBe(false);
    expect(hasEarningsSearchParams(new URLSearchParams('utm_source=x'))).toBe(false);
    expect(hasEarningsSearchParams(new URLSearchParams('posts='))).toBe(true);
    expect(hasEarningsSearchParams(new URLSearchParams('engagement=7'))).toBe(true);
  });

  it('writes the inputs and keeps unrelated parameters', () => {
    const inputs = { followers: 25000, engagementPercent: 7.3, postsPerMonth: 42 };
    expect(earningsSearchWith('', inputs)).toBe('?followers=25000&engagement=7.3&posts=42');
    expect(earningsSearchWith('?utm_source=mail&followers=1&followers=2', inputs)).toBe(
      '?utm_source=mail&followers=25000&engagement=7.3&posts=42',
    );
  });

  it('writes normalised values, so a bad link is corrected in the address bar', () => {
    expect(earningsSearchWith('?followers=abc', { followers: -3, engagementPercent: 99, postsPerMonth: 150 })).toBe(
      '?followers=0&engagement=20&posts=100',
    );
  });
});
