/**
 * Tool cards of the /tools page and the tool entries of site search. A card's texts (title, description,
 * button) are in the `tools` slice of src/i18n, under `cards` by the card's id.
 */
import type { SearchCategory } from './contentCategories';

type ToolId =
  | 'hashtag-generator'
  | 'earnings-calculator'
  | 'best-time-to-post'
  | 'trend-alerts'
  | 'content-calendar'
  | 'safety-checker';

export interface ToolCard {
  id: ToolId;
  status: 'available' | 'coming-soon';
  /** The tool's page (English path; each language's link is made from it). */
  link: string;
}

export const TOOL_CARDS: ToolCard[] = [
  {
    id: 'hashtag-generator',
    status: 'available',
    link: '/tools/hashtag-generator',
  },
  {
    id: 'earnings-calculator',
    status: 'available',
    link: '/calculator',
  },
  {
    id: 'best-time-to-post',
    status: 'coming-soon',
    link: '/coming-soon/best-time-to-post',
  },
  {
    id: 'trend-alerts',
    status: 'coming-soon',
    link: '/coming-soon/trend-alerts',
  },
  {
    id: 'content-calendar',
    status: 'coming-soon',
    link: '/coming-soon/content-calendar',
  },
  {
    id: 'safety-checker',
    status: 'coming-soon',
    link: '/coming-soon/safety-checker',
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
