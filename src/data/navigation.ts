/** Header, mobile menu and footer links. */

export interface NavLink {
  label: string;
  href: string;
}

export const HEADER_HOME: NavLink = { label: 'Home', href: '/' };

export const HEADER_TOOLS_MENU: NavLink[] = [
  { label: 'Earnings Calculator', href: '/calculator' },
  { label: 'Hashtag Generator', href: '/tools/hashtag-generator' },
  { label: 'All Tools', href: '/tools' },
];

export const HEADER_LINKS: NavLink[] = [
  { label: 'Tutorials', href: '/tutorials' },
  { label: 'Trends', href: '/trends' },
];

export const MOBILE_MENU_LINKS: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Tools', href: '/tools' },
  { label: 'Hashtag Generator', href: '/tools/hashtag-generator' },
  { label: 'Tutorials', href: '/tutorials' },
  { label: 'Trends', href: '/trends' },
  { label: 'Calculator', href: '/calculator' },
];

export const SEARCH_PLACEHOLDER = 'Search for TikTok tips, tools, and trends...';

export const FOOTER_GROUPS: { title: string; links: NavLink[] }[] = [
  {
    title: 'Tools',
    links: [
      { label: 'All Tools', href: '/tools' },
      { label: 'Hashtag Generator', href: '/tools/hashtag-generator' },
      { label: 'Earnings Calculator', href: '/calculator' },
    ],
  },
  {
    title: 'Learn',
    links: [
      { label: 'Tutorials', href: '/tutorials' },
      { label: 'Hashtag Strategy', href: '/tutorials/hashtag-strategy' },
      { label: 'Trends', href: '/trends' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', href: '/about' },
      { label: 'Contact', href: '/contact' },
      { label: 'Pricing', href: '/pricing' },
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Service', href: '/terms' },
    ],
  },
  {
    title: 'Coming Soon',
    links: [
      { label: 'Pro Subscription', href: '/coming-soon/pro-subscription' },
      { label: 'Viral Product Reports', href: '/coming-soon/viral-products-reports' },
      { label: 'Book an Influencer', href: '/coming-soon/book-an-influencer' },
      { label: 'Analytics Dashboard', href: '/coming-soon/analytics-dashboard' },
    ],
  },
];

/** Footer "popular searches": each links to /search?q={term}. */
export const FOOTER_SEARCH_TERMS = [
  'growth',
  'algorithm',
  'viral',
  'monetization',
  'editing',
  'hashtags',
  'content-ideas',
  'analytics',
] as const;
