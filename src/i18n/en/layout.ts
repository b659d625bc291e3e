/** The page chrome in English: header, phone menu, footer, language switcher and the site's identity. */
import { FOOTER_SEARCH_TERMS } from '../../data/navigation';

export const layout = {
  siteDescription:
    'Free tutorials, trend reports and tools that help short-video creators grow on TikTok ethically: no bots, no bought followers, no scams.',
  skipToContent: 'Skip to content',
  header: {
    home: 'Home',
    tools: 'Tools',
    earningsCalculator: 'Earnings Calculator',
    hashtagGenerator: 'Hashtag Generator',
    allTools: 'All Tools',
    tutorials: 'Tutorials',
    trends: 'Trends',
    calculator: 'Calculator',
    mainNav: 'Main',
    mobileNav: 'Mobile',
    search: 'Search',
    searchLabel: 'Search the site',
    searchPlaceholder: 'Search for TikTok tips, tools, and trends...',
    subscribe: 'Subscribe',
    menu: 'Menu',
    theme: 'Theme',
    themeChoices: { system: 'System', light: 'Light', dark: 'Dark' },
  },
  /** The pictures shared links show for pages without an entry of their own, and their alt text. */
  shareCards: {
    alt: '{title}: {label} on {siteName}',
    home: { title: 'Grow your TikTok the honest way', label: 'Tutorials, trends and free tools' },
    calculator: { title: 'Earnings Calculator', label: 'Free tool' },
    tools: { title: 'Free Creator Tools', label: 'Free tools' },
    hashtagGenerator: { title: 'Hashtag Generator', label: 'Free tool' },
  },
  /** The breadcrumb trail's accessible name. */
  breadcrumb: 'Breadcrumb',
  /** The accessible name of the scroll region around a wide table in a tutorial or trend. */
  scrollableTable: 'Scrollable table',
  languages: {
    /** The switcher's accessible name. */
    label: 'Language',
    /** Marks a link to a page in English from another language's page. */
    englishLabel: 'English',
    /** On a translation whose English source changed after it was made; a link with the English title follows. */
    outdatedTranslation: 'The English original has changed since this translation was made. Read it in English:',
  },
  footer: {
    popularSearches: 'Popular searches',
    nav: 'Footer',
    groups: {
      tools: 'Tools',
      learn: 'Learn',
      company: 'Company',
      comingSoon: 'Coming Soon',
    },
    links: {
      allTools: 'All Tools',
      hashtagGenerator: 'Hashtag Generator',
      earningsCalculator: 'Earnings Calculator',
      tutorials: 'Tutorials',
      hashtagStrategy: 'Hashtag Strategy',
      trends: 'Trends',
      about: 'About',
      contact: 'Contact',
      pricing: 'Pricing',
      privacy: 'Privacy Policy',
      terms: 'Terms of Service',
      cookieSettings: 'Cookie settings',
      proSubscription: 'Pro Subscription',
      viralProductReports: 'Viral Product Reports',
      bookAnInfluencer: 'Book an Influencer',
      analyticsDashboard: 'Analytics Dashboard',
    },
    /** The search terms the footer links to /search?q={term} with. */
    searchTerms: [...FOOTER_SEARCH_TERMS],
    independence: '{siteName}. Independent resource, not affiliated with TikTok or ByteDance.',
    feeds: 'RSS feeds',
    tutorialsFeed: 'Tutorials RSS feed',
    trendsFeed: 'Trends RSS feed',
  },
};
