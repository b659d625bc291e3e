/**
 * Sample products and influencers for the coming-soon teasers. Illustrative, not real people or sales
 * data. Their words (names of products, descriptions, categories) are in the comingSoon dictionary slice.
 */

/** The sample categories, each named in the dictionary. */
type SampleCategory = 'home' | 'tech' | 'fashion' | 'food' | 'fitness';

export interface SampleProduct {
  id: 'led-strip-lights' | 'mini-projector' | 'cloud-slides';
  /** Price range in US dollars. */
  priceUsd: { min: number; max: number };
  image: string;
  category: SampleCategory;
  /** Average engagement rate, as a fraction (0.124 is 12.4%). */
  engagementRate: number;
  isHot: boolean;
}

export interface SampleInfluencer {
  id: string;
  name: string;
  username: string;
  followers: number;
  category: SampleCategory;
  /** The lowest rate in US dollars. */
  startingPriceUsd: number;
  avatar: string;
}

export const SAMPLE_PRODUCTS: SampleProduct[] = [
  {
    id: 'led-strip-lights',
    priceUsd: { min: 15, max: 35 },
    image: 'https://images.unsplash.com/photo-1565814636199-ae8133055c1c?w=600&h=400&fit=crop',
    category: 'home',
    engagementRate: 0.124,
    isHot: true,
  },
  {
    id: 'mini-projector',
    priceUsd: { min: 60, max: 120 },
    image: 'https://images.unsplash.com/photo-1626379953822-baec19c3accd?w=600&h=400&fit=crop',
    category: 'tech',
    engagementRate: 0.098,
    isHot: true,
  },
  {
    id: 'cloud-slides',
    priceUsd: { min: 20, max: 40 },
    image: 'https://images.unsplash.com/photo-1603808033192-082d6919d3e1?w=600&h=400&fit=crop',
    category: 'fashion',
    engagementRate: 0.081,
    isHot: false,
  },
];

export const SAMPLE_INFLUENCERS: SampleInfluencer[] = [
  {
    id: 'maya-cooks',
    name: 'Maya R.',
    username: '@mayacooks',
    followers: 245_000,
    category: 'food',
    startingPriceUsd: 350,
    avatar: 'https://images.unsplash.com/photo-1494790108377-be9c29b29330?w=160&h=160&fit=crop',
  },
  {
    id: 'leo-fits',
    name: 'Leo K.',
    username: '@leofits',
    followers: 512_000,
    category: 'fitness',
    startingPriceUsd: 800,
    avatar: 'https://images.unsplash.com/photo-1500648767791-00dcc994a43e?w=160&h=160&fit=crop',
  },
  {
    id: 'ana-styles',
    name: 'Ana P.',
    username: '@anastyles',
    followers: 98_000,
    category: 'fashion',
    startingPriceUsd: 150,
    avatar: 'https://images.unsplash.com/photo-1438761681033-6461ffad8d80?w=160&h=160&fit=crop',
  },
];
