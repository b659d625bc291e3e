/** Header, mobile menu and footer links: where each leads, and the dictionary key of its text (src/i18n). */

/** The header's link texts, by their keys in the dictionary's `layout.header`. */
type HeaderLinkKey =
  'home' | 'tools' | 'earningsCalculator' | 'hashtagGenerator' | 'allTools' | 'tutorials' | 'trends' | 'calculator';

export interface NavLink<Key extends string = HeaderLinkKey> {
  label: Key;
  href: string;
}

export const HEADER_HOME: NavLink = { label: 'home', href: '/' };

export const HEADER_TOOLS_MENU: NavLink[] = [
  { label: 'earningsCalculator', href: '/calculator' },
  { label: 'hashtagGenerator', href: '/tools/hashtag-generator' },
  { label: 'allTools', href: '/tools' },
];

export const HEADER_LINKS: NavLink[] = [
  { label: 'tutorials', href: '/tutorials' },
  { label: 'trends', href: '/trends' },
];

export const MOBILE_MENU_LINKS: NavLink[] = [
  { label: 'home', href: '/' },
  { label: 'tools', href: '/tools' },
  { label: 'hashtagGenerator', href: '/tools/hashtag-generator' },
  { label: 'tutorials', href: '/tutorials' },
  { label: 'trends', href: '/trends' },
  { label: 'calculator', href: '/calculator' },
];

/** The footer's group titles and link texts, by their keys in the dictionary's `layout.footer`. */
export type FooterGroupKey = 'tools' | 'learn' | 'company' | 'comingSoon';
export type FooterLinkKey =
  | 'allTools'
  | 'hashtagGenerator'
  | 'earningsCalculator'
  | 'tutorials'
  | 'hashtagStrategy'
  | 'trends'
  | 'about'
  | 'contact'
  | 'pricing'
  | 'privacy'
  | 'terms'
  | 'cookieSettings'
  | 'proSubscription'
  | 'viralProductReports'
  | 'bookAnInfluencer'
  | 'analyticsDashboard';

export const FOOTER_GROUPS: { title: FooterGroupKey; links: NavLink<FooterLinkKey>[] }[] = [
  {
    title: 'tools',
    links: [
      { label: 'allTools', href: '/tools' },
      { label: 'hashtagGenerator', href: '/tools/hashtag-generator' },
      { label: 'earningsCalculator', href: '/calculator' },
    ],
  },
  {
    title: 'learn',
    links: [
      { label: 'tutorials', href: '/tutorials' },
      { label: 'hashtagStrategy', href: '/tutorials/hashtag-strategy' },
      { label: 'trends', href: '/trends' },
    ],
  },
  {
    title: 'company',
    links: [
      { label: 'about', href: '/about' },
      { label: 'contact', href: '/contact' },
      { label: 'pricing', href: '/pricing' },
      { label: 'privacy', href: '/privacy' },
      { label: 'terms', href: '/terms' },
    ],
  },
  {
    title: 'comingSoon',
    links: [
      { label: 'proSubscription', href: '/coming-soon/pro-subscription' },
      { label: 'viralProductReports', href: '/coming-soon/viral-products-reports' },
      { label: 'bookAnInfluencer', href: '/coming-soon/book-an-influencer' },
      { label: 'analyticsDashboard', href: '/coming-soon/analytics-dashboard' },
    ],
  },
];

/** Footer "popular searches" on English pages: each links to /search?q={term}. */
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
