/** Tool cards of the /tools page and the tool entries of site search. */
import type { SearchCategory } from './contentCategories';

export interface ToolCard {
  id: string;
  title: string;
  description: string;
  status: 'available' | 'coming-soon';
  link: string;
  button: string;
}

export const TOOL_CARDS: ToolCard[] = [
  {
    id: 'hashtag-generator',
    title: 'Hashtag Generator',
    description: 'Get a balanced mix of trending, niche and topic hashtags for your next video in seconds.',
    status: 'available',
    link: '/tools/hashtag-generator',
    button: 'Generate Hashtags',
  },
  {
    id: 'earnings-calculator',
    title: 'Earnings Calculator',
    description: 'Estimate what your account could earn from the Creator Fund, brand deals and affiliate links.',
    status: 'available',
    link: '/calculator',
    button: 'Calculate Earnings',
  },
  {
    id: 'best-time-to-post',
    title: 'Best Time to Post',
    description: 'Find the hours when your own audience is most active.',
    status: 'coming-soon',
    link: '/coming-soon/best-time-to-post',
    button: 'Coming Soon',
  },
  {
    id: 'trend-alerts',
    title: 'Trend Alerts',
    description: 'Hear about rising sounds and formats in your niche while they are still early.',
    status: 'coming-soon',
    link: '/coming-soon/trend-alerts',
    button: 'Coming Soon',
  },
  {
    id: 'content-calendar',
    title: 'Content Calendar',
    description: 'Plan a month of videos around your content pillars.',
    status: 'coming-soon',
    link: '/coming-soon/content-calendar',
    button: 'Coming Soon',
  },
  {
    id: 'safety-checker',
    title: 'Account Safety Checker',
    description: 'Check your settings and habits against community guidelines.',
    status: 'coming-soon',
    link: '/coming-soon/safety-checker',
    button: 'Coming Soon',
  },
];

export interface SearchEntry {
  id: string;
  title: string;
  description: string;
  category: SearchCategory;
  icon: string;
  link: string;
}

/** Tool pages in site search. */
export const TOOL_SEARCH_ENTRIES: SearchEntry[] = [
  {
    id: 'calculator',
    title: 'TikTok Earnings Calculator',
    description:
      'Estimate Creator Fund, brand deal and affiliate earnings from your followers, engagement and posting rhythm.',
    category: 'Tools',
    icon: 'calculator',
    link: '/calculator',
  },
  {
    id: 'hashtag-generator',
    title: 'TikTok Hashtag Generator',
    description: 'Generate a mix of trending, niche and topic hashtags for your videos.',
    category: 'Tools',
    icon: 'hash',
    link: '/tools/hashtag-generator',
  },
  {
    id: 'tools-collection',
    title: 'Free Creator Tools',
    description: 'All free tools for TikTok creators, with the ones in development.',
    category: 'Tools',
    icon: 'tools',
    link: '/tools',
  },
];
