/**
 * The tools overview (/tools) in English: the tool cards by tool id (the home page's live tools read
 * them too), the featured calculator, "Why Use Our Tools" and "In Development".
 */
export const tools = {
  title: 'Free Creator Tools',
  description:
    'Free tools for TikTok creators: an earnings calculator and a hashtag generator, with more in development.',
  badge: 'Free, no sign-up',
  allTools: 'All tools',
  /** Each tool's card, by its id in src/data/tools.ts. */
  cards: {
    'hashtag-generator': {
      title: 'Hashtag Generator',
      description: 'Get a balanced mix of trending, niche and topic hashtags for your next video in seconds.',
      button: 'Generate Hashtags',
    },
    'earnings-calculator': {
      title: 'Earnings Calculator',
      description: 'Estimate what your account could earn from the Creator Fund, brand deals and affiliate links.',
      button: 'Calculate Earnings',
    },
    'best-time-to-post': {
      title: 'Best Time to Post',
      description: 'Find the hours when your own audience is most active.',
      button: 'Coming Soon',
    },
    'trend-alerts': {
      title: 'Trend Alerts',
      description: 'Hear about rising sounds and formats in your niche while they are still early.',
      button: 'Coming Soon',
    },
    'content-calendar': {
      title: 'Content Calendar',
      description: 'Plan a month of videos around your content pillars.',
      button: 'Coming Soon',
    },
    'safety-checker': {
      title: 'Account Safety Checker',
      description: 'Check your settings and habits against community guidelines.',
      button: 'Coming Soon',
    },
  },
  /** A coming-soon card's overlay; screen readers hear the tool's name first ('{title}: '). */
  comingSoonOverlay: 'Coming soon, vote on features',
  overlayToolName: '{title}: ',
  featured: {
    badge: 'Featured tool',
    heading: 'How much could your account earn?',
    text: 'The Earnings Calculator turns your followers, engagement rate and posting rhythm into an honest monthly range.',
    points: [
      'Creator Fund, brand deal and affiliate estimates in one place',
      'Every rate and threshold shown, so you know what the numbers mean',
      'Share the result or download it as a report',
    ],
    button: 'Calculate Your Earnings',
    example: 'Example: {followers} followers, {engagement} engagement, {posts} posts a month',
    perMonth: 'estimated per month',
    views: 'Views/video',
    brandDeals: 'Brand deals',
    affiliate: 'Affiliate',
  },
  why: {
    heading: 'Why Use Our Tools',
    reasons: {
      free: {
        title: '100% Free',
        text: 'Every live tool is free to use, with no sign-up, no trial and no limit on how often you use it.',
      },
      privacy: {
        title: 'Privacy-Focused',
        text: 'The tools run in your browser. What you type is never sent to a server or stored by us.',
      },
      data: {
        title: 'Data-Driven',
        text: 'Built on published payout rates and tested best practices, with the assumptions behind each figure shown.',
      },
    },
  },
  inDevelopment: {
    heading: 'In Development',
    intro: 'Tools we are building next, with their expected releases.',
    expected: 'Expected {date}',
  },
};
