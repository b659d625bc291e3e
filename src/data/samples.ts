/**
 * Sample products and influencers for the coming-soon teasers. Illustrative, not real people or sales
 * data. Their descriptions and categories are in each language's dictionary (the `samples` slice).
 */

export interface SampleProductData {
  id: string;
  name: string;
  /** Lowest and highest price, in US dollars. */
  priceRange: { min: number; max: number };
  image: string;
  /** Average engagement rate, in percent. */
  engagementPercent: number;
  isHot: boolean;
}

export interface SampleInfluencerData {
  id: string;
  name: string;
  username: string;
  followers: number;
  /** The lowest rate, in US dollars. */
  startingPrice: number;
  avatar: string;
}

export const SAMPLE_PRODUCTS = [
  {
    id: 'led-strip-lights',
    name: 'Smart LED Strip Lights',
    priceRange: { min: 15, max: 35 },
    image: 'https://images.unsplash.com/photo-1565814636199-ae8133055c1c?w=600&h=400&fit=crop',
    engagementPercent: 12.4,
    isHot: true,
  },
  {
    id: 'mini-projector',
    name: 'Mini Projector',
    priceRange: { min: 60, max: 120 },
    image: 'https://images.unsplash.com/photo-1626379953822-baec19c3accd?w=600&h=400&fit=crop',
    engagementPercent: 9.8,
    isHot: true,
  },
  {
    id: 'cloud-slides',
    name: 'Cloud Slides',
    priceRange: { min: 20, max: 40 },
    image: 'https://images.unsplash.com/photo-1603808033192-082d6919d3e1?w=600&h=400&fit=crop',
    engagementPercent: 8.1,
    isHot: false,
  },
] as const satisfies readonly SampleProductData[];

export const SAMPLE_INFLUENCERS = [
  {
    id: 'maya-cooks',
    name: 'Maya R.',
    username: '@mayacooks',
    followers: 245_000,
    startingPrice: 350,
    avatar: 'https://images.unsplash.com/photo-1494790108377-be9c29b29330?w=160&h=160&fit=crop',
  },
  {
    id: 'leo-fits',
    name: 'Leo K.',
    username: '@leofits',
    followers: 512_000,
    startingPrice: 800,
    avatar: 'https://images.unsplash.com/photo-1500648767791-00dcc994a43e?w=160&h=160&fit=crop',
  },
  {
    id: 'ana-styles',
    name: 'Ana P.',
    username: '@anastyles',
    followers: 98_000,
    startingPrice: 150,
    avatar: 'https://images.unsplash.com/photo-1438761681033-6461ffad8d80?w=160&h=160&fit=crop',
  },
] as const satisfies readonly SampleInfluencerData[];
