/** The sample products and creators as a page in one language shows them: its texts, its number formats. */
import type { SampleInfluencerData, SampleProductData } from '../data/samples';
import { formatUsd } from './currency';
import { fillTemplate } from './dictionaries';

/** A sample product's card, every value written out for the page. */
export interface SampleProduct {
  id: string;
  name: string;
  description: string;
  priceRange: string;
  image: string;
  category: string;
  engagement: string;
  isHot: boolean;
}

/** A sample creator's card, every value written out for the page. */
export interface SampleInfluencer {
  id: string;
  name: string;
  username: string;
  followers: string;
  category: string;
  startingPrice: string;
  avatar: string;
}

/** The texts a language gives the samples (the dictionary's `samples` slice). */
export interface SampleTexts {
  products: Readonly<Record<string, { description: string; category: string }>>;
  influencers: Readonly<Record<string, { category: string }>>;
  /** '{min} - {max}' */
  priceRange: string;
  /** '{percent} avg. engagement' */
  engagement: string;
  /** 'From {price}' */
  startingPrice: string;
}

function textsFor<Texts>(all: Readonly<Record<string, Texts>>, id: string): Texts {
  const texts = all[id];
  if (!texts) throw new Error(`The samples dictionary has no texts for "${id}"`);
  return texts;
}

export function localizedSampleProducts(
  products: readonly SampleProductData[],
  texts: SampleTexts,
  intlLocale: string,
): SampleProduct[] {
  const percent = new Intl.NumberFormat(intlLocale, { style: 'percent', maximumFractionDigits: 1 });
  return products.map(({ priceRange, engagementPercent, ...product }) => ({
    ...product,
    ...textsFor(texts.products, product.id),
    priceRange: fillTemplate(texts.priceRange, {
      min: formatUsd(priceRange.min, intlLocale),
      max: formatUsd(priceRange.max, intlLocale),
    }),
    engagement: fillTemplate(texts.engagement, { percent: percent.format(engagementPercent / 100) }),
  }));
}

export function localizedSampleInfluencers(
  influencers: readonly SampleInfluencerData[],
  texts: SampleTexts,
  intlLocale: string,
): SampleInfluencer[] {
  const compact = new Intl.NumberFormat(intlLocale, { notation: 'compact' });
  return influencers.map((influencer) => ({
    ...influencer,
    ...textsFor(texts.influencers, influencer.id),
    followers: compact.format(influencer.followers),
    startingPrice: fillTemplate(texts.startingPrice, { price: formatUsd(influencer.startingPrice, intlLocale) }),
  }));
}
