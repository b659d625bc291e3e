// Pagefind excerpts as safe text runs.
import { describe, expect, it } from 'vitest';
import { excerptSegments } from '@/lib/search/excerpt';

describe('excerptSegments', () => {
  it('keeps <mark> runs as highlights', () => {
    expect(excerptSegments('focus on <mark>growth</mark> first')).toEqual([
      { text: 'focus on ', highlighted: false },
      { text: 'growth', highlighted: true },
      { text: ' first', highlighted: false },
    ]);
  });

  it('merges adjacent runs and drops empty ones', () => {
    expect(excerptSegments('<mark>brand</mark><mark> deals</mark>')).toEqual([
      { text: 'brand deals', highlighted: true },
    ]);
    expect(excerptSegments('')).toEqual([]);
  });

  it('turns every other tag into literal text', () => {
    const segments = excerptSegments(
      'a <img src=x onerror=alert(1)> <script>alert(2)</script> <mark onclick="x">b</mark>',
    );
    expect(segments.every((segment) => !segment.highlighted)).toBe(true);
    expect(segments.map((segment) => segment.text).join('')).toBe(
      'a <img src=x onerror=alert(1)> <script>alert(2)</script> <mark onclick="x">b</mark>',
    );
  });

  it('decodes entities once, so escaped markup shows as text', () => {
    expect(excerptSegments('Food &amp; Cooking &lt;b&gt; &#39;x&#39; &#x1F600; &bogus;')).toEqual([
      { text: "Food & Cooking <b> 'x' 😀 &bogus;", highlighted: false },
    ]);
    expect(excerptSegments('&amp;lt;mark&amp;gt;')).toEqual([{ text: '&lt;mark&gt;', highlighted: false }]);
  });

  it('does not decode code points outside Unicode', () => {
    expect(excerptSegments('&#99999999;')).toEqual([{ text: '&#99999999;', highlighted: false }]);
  });
});
