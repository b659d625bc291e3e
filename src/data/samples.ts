/**
 * Sample products and influencers for the coming-soon teasers. Illustrative, not real people or sales
 * data. Their descriptions and categories are in each language's dictionary (the `samples` slice). Their
 * pictures are drawings of the site's own (public/images/samples/: the item on a soft background, the
 * creator's initials), root-relative like every internal URL in the data: a sample never asks another
 * host for a picture, nor shows a real person's face.
 */

export interface SampleProductData {
  id: string;
  name: string;
  /** Lowest and highest price, in US dollars. */
  priceRange: { min: number; max: number };
  /** Root-relative path of a 600x400 picture. */
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
  /** Root-relative path of a 160x160 picture, shown in a circle. */
  avatar: string;
}

export const SAMPLE_PRODUCTS = [
  {
    id: 'led-strip-lights',
    name: 'Smart LED Strip Lights',
    priceRange: { min: 15, max: 35 },
    image: '/images/samples/led-strip-lights.svg',
    engagementPercent: 12.4,
    isHot: true,
  },
  {
    id: 'mini-projector',
    name: 'Mini Projector',
    priceRange: { min: 60, max: 120 },
    image: '/images/samples/mini-projector.svg',
    engagementPercent: 9.8,
    isHot: true,
  },
  {
    id: 'cloud-slides',
    name: 'Cloud Slides',
    priceRange: { min: 20, max: 40 },
    image: '/images/samples/cloud-slides.svg',
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
    avatar: '/images/samples/maya-cooks.svg',
  },
  {
    id: 'leo-fits',
    name: 'Leo K.',
    username: '@leofits',
    followers: 512_000,
    startingPrice: 800,
    avatar: '/images/samples/leo-fits.svg',
  },
  {
    id: 'ana-styles',
    name: 'Ana P.',
    username: '@anastyles',
    followers: 98_000,
    startingPrice: 150,
    avatar: '/images/samples/ana-styles.svg',
  },
] as const satisfies readonly SampleInfluencerData[];
