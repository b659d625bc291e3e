/** Sample products and influencers for the coming-soon teasers. Illustrative, not real people or sales data. */

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

export interface SampleInfluencer {
  id: string;
  name: string;
  username: string;
  followers: string;
  category: string;
  startingPrice: string;
  avatar: string;
}

export const SAMPLE_PRODUCTS: SampleProduct[] = [
  {
    id: 'led-strip-lights',
    name: 'Smart LED Strip Lights',
    description: 'Room-makeover staple behind countless setup tours.',
    priceRange: '$15 - $35',
    image: 'https://images.unsplash.com/photo-1565814636199-ae8133055c1c?w=600&h=400&fit=crop',
    category: 'Home',
    engagement: '12.4% avg. engagement',
    isHot: true,
  },
  {
    id: 'mini-projector',
    name: 'Mini Projector',
    description: 'Movie-night videos keep putting it on For You feeds.',
    priceRange: '$60 - $120',
    image: 'https://images.unsplash.com/photo-1626379953822-baec19c3accd?w=600&h=400&fit=crop',
    category: 'Tech',
    engagement: '9.8% avg. engagement',
    isHot: true,
  },
  {
    id: 'cloud-slides',
    name: 'Cloud Slides',
    description: 'Comfort-first footwear with strong unboxing appeal.',
    priceRange: '$20 - $40',
    image: 'https://images.unsplash.com/photo-1603808033192-082d6919d3e1?w=600&h=400&fit=crop',
    category: 'Fashion',
    engagement: '8.1% avg. engagement',
    isHot: false,
  },
];

export const SAMPLE_INFLUENCERS: SampleInfluencer[] = [
  {
    id: 'maya-cooks',
    name: 'Maya R.',
    username: '@mayacooks',
    followers: '245K',
    category: 'Food & Cooking',
    startingPrice: 'From $350',
    avatar: 'https://images.unsplash.com/photo-1494790108377-be9c29b29330?w=160&h=160&fit=crop',
  },
  {
    id: 'leo-fits',
    name: 'Leo K.',
    username: '@leofits',
    followers: '512K',
    category: 'Fitness',
    startingPrice: 'From $800',
    avatar: 'https://images.unsplash.com/photo-1500648767791-00dcc994a43e?w=160&h=160&fit=crop',
  },
  {
    id: 'ana-styles',
    name: 'Ana P.',
    username: '@anastyles',
    followers: '98K',
    category: 'Fashion',
    startingPrice: 'From $150',
    avatar: 'https://images.unsplash.com/photo-1438761681033-6461ffad8d80?w=160&h=160&fit=crop',
  },
];
