// The formats the home, pricing and teaser pages write through Intl: US-dollar prices, release dates
// and the sample products and creators, in English and in Spanish.
import { describe, expect, it } from 'vitest';
import { formatUsd } from '@/lib/currency';
import { formatRelease } from '@/lib/releases';
import { localizedSampleInfluencers, localizedSampleProducts } from '@/lib/samples';
import { SAMPLE_INFLUENCERS, SAMPLE_PRODUCTS } from '@/data/samples';
import { dictionary as en } from '@/i18n/en';
import { dictionary as es } from '@/i18n/es';

/** Intl separates the number and the currency with a no-break space in Spanish. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatUsd', () => {
  it('writes cents only when the amount has them', () => {
    expect([0, 9.99, 49.99, 1234].map((amount) => formatUsd(amount, 'en-US'))).toEqual([
      '$0',
      '$9.99',
      '$49.99',
      '$1,234',
    ]);
    expect([0, 9.99, 49.99, 9.5].map((amount) => plain(formatUsd(amount, 'es')))).toEqual([
      '0 US$',
      '9,99 US$',
      '49,99 US$',
      '9,50 US$',
    ]);
  });

  it('rounds to whole dollars when asked', () => {
    expect(formatUsd(282.4, 'en-US', { wholeDollars: true })).toBe('$282');
    expect(plain(formatUsd(1565.6, 'es', { wholeDollars: true }))).toBe('1566 US$');
  });

  it("keeps 'US$' whole in a right-to-left locale (isolated left to right), with Western digits", () => {
    const arabic = formatUsd(282.4, 'ar-u-nu-latn', { wholeDollars: true });
    expect(arabic.replace(/[\u200e\u200f\u00a0]/g, (mark) => (mark === '\u00a0' ? ' ' : ''))).toBe(
      '282 \u2066US$\u2069',
    );
    expect(formatUsd(9.99, 'en-US')).not.toContain('\u2066');
  });
});

describe("the home page's planned releases", () => {
  it('writes a month with Intl and a quarter with the language template', () => {
    expect(formatRelease({ year: 2025, month: 6 }, 'en-US', en.home.liveTools.release)).toBe('June 2025');
    expect(formatRelease({ year: 2025, month: 6 }, 'es', es.home.liveTools.release)).toBe('junio de 2025');
    expect(formatRelease({ year: 2025, month: 12 }, 'es', es.home.liveTools.release)).toBe('diciembre de 2025');
    expect(formatRelease({ year: 2025, quarter: 3 }, 'en-US', en.home.liveTools.release)).toBe('Q3 2025');
    expect(formatRelease({ year: 2025, quarter: 3 }, 'es', es.home.liveTools.release)).toBe('3.er trimestre de 2025');
  });
});

describe('the sample products and creators', () => {
  it('read as the English page always did', () => {
    expect(localizedSampleProducts(SAMPLE_PRODUCTS, en.samples, 'en-US')[0]).toMatchObject({
      name: 'Smart LED Strip Lights',
      description: 'Room-makeover staple behind countless setup tours.',
      category: 'Home',
      priceRange: '$15 - $35',
      engagement: '12.4% avg. engagement',
    });
    expect(
      localizedSampleInfluencers(SAMPLE_INFLUENCERS, en.samples, 'en-US').map((i) => [i.followers, i.startingPrice]),
    ).toEqual([
      ['245K', 'From $350'],
      ['512K', 'From $800'],
      ['98K', 'From $150'],
    ]);
  });

  it('take their texts and number formats from the language', () => {
    const [product] = localizedSampleProducts(SAMPLE_PRODUCTS, es.samples, 'es');
    expect(product.name).toBe('Smart LED Strip Lights');
    expect(product.category).toBe('Hogar');
    expect(plain(product.priceRange)).toBe('15 US$ - 35 US$');
    expect(plain(product.engagement)).toBe('12,4 % de interacción promedio');
    const [creator] = localizedSampleInfluencers(SAMPLE_INFLUENCERS, es.samples, 'es');
    expect([creator.category, plain(creator.followers), plain(creator.startingPrice)]).toEqual([
      'Comida y cocina',
      '245 mil',
      'Desde 350 US$',
    ]);
  });

  it('refuse a sample the dictionary has no texts for', () => {
    const stray = { ...SAMPLE_PRODUCTS[0], id: 'stray' };
    expect(() => localizedSampleProducts([stray], en.samples, 'en-US')).toThrow(/stray/);
  });
});
