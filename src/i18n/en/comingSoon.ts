/** The coming-soon pages in English: each topic's texts, the vote list, the samples and the release dates. */
import type { ComingSoonTopicId } from '../../data/comingSoon';

interface TopicTexts {
  title: string;
  description: string;
  /** Each votable feature's name, by its id in src/data/comingSoon.ts. */
  features: Record<string, string>;
}

export const comingSoon = {
  badge: 'Coming Soon',
  /** The page's <title>. */
  pageTitle: '{title} (Coming Soon)',
  estimatedRelease: 'Estimated release: {release}',
  backHome: 'Back to Home',
  voteTitle: 'Vote for what we build first',
  voteIntro: 'Pick the features you want most. The most-voted ones go to the top of our list.',
  help: {
    title: 'How voting works',
    oneVote: 'One vote per feature, and you can vote for as many features as you like.',
    noAccount: 'No account needed: your votes are remembered in this browser only.',
    percentages: "Percentages show each feature's share of all votes for {title}.",
    pricing: 'See plans and pricing',
  },
  otherTopics: {
    title: 'More features on the way',
    vote: 'Vote on features',
  },
  /** How an expected release reads ('Q1 2025', 'Aug 2024'). */
  release: {
    quarterDate: '{quarter} {year}',
    quarters: ['Q1', 'Q2', 'Q3', 'Q4'],
    monthStyle: 'short',
  },
  /** The vote list island's own texts. */
  vote: {
    listLabel: 'Upcoming features, most wanted first',
    votes: { one: '{count} vote', other: '{count} votes' },
    vote: 'Vote',
    voted: 'Voted',
    /** After the button's label, for screen readers. */
    forFeature: ' for {name}',
    toastTitle: 'Thanks for your vote!',
    toastDescription: "We'll prioritize this feature based on community feedback.",
  },
  samples: {
    productsTitle: 'A sample of what the reports will show',
    productsNote: 'Illustrative products, not live sales data.',
    influencersTitle: 'A preview of creator profiles',
    influencersNote: 'Sample profiles: booking opens when the marketplace launches.',
    hot: 'Hot',
    priceRange: 'Price range',
    engagement: 'Engagement',
    followers: 'Followers',
    rates: 'Rates',
    bookNow: 'Book Now',
    /** After Book Now, for screen readers. */
    bookNowNote: ' {name} (coming soon)',
  },
  topics: {
    'pro-subscription': {
      title: 'Pro Subscription',
      description:
        'Unlimited trend reports, deeper hashtag research and priority access to every new tool, for creators who want more than the free plan.',
      features: {
        'unlimited-trends': 'Unlimited trend reports',
        'hashtag-analytics': 'Hashtag performance analytics',
        'competitor-insights': 'Competitor insights',
        'priority-support': 'Priority support',
      },
    },
    'viral-products-reports': {
      title: 'Viral Product Reports',
      description:
        'Weekly reports on the products taking off in short videos, with engagement data, price ranges and how creators feature them.',
      features: {
        'weekly-product-list': 'Weekly top-product list',
        'engagement-data': 'Engagement data per product',
        'supplier-guides': 'Where-to-source guides',
        'category-alerts': 'Category alerts',
      },
    },
    'book-an-influencer': {
      title: 'Book an Influencer',
      description:
        'A marketplace where brands find creators by niche and budget, and creators get fair, transparent offers.',
      features: {
        'creator-profiles': 'Verified creator profiles',
        'transparent-pricing': 'Transparent rate cards',
        'secure-payments': 'Secure escrow payments',
        'campaign-briefs': 'Campaign brief templates',
      },
    },
    'advanced-tutorials': {
      title: 'Advanced Tutorials',
      description: 'In-depth courses on storytelling, analytics and building a business around your content.',
      features: {
        'video-courses': 'Step-by-step video courses',
        'analytics-deep-dives': 'Analytics deep dives',
        storytelling: 'Storytelling masterclass',
        'live-qa': 'Live Q&A sessions',
      },
    },
    'creator-marketplace': {
      title: 'Creator Marketplace',
      description: 'Buy and sell templates, presets and services from other creators, with fair fees.',
      features: {
        'template-store': 'Template store',
        'editing-services': 'Editing services',
        'collab-finder': 'Collaboration finder',
        'creator-reviews': 'Creator reviews',
      },
    },
    'analytics-dashboard': {
      title: 'Analytics Dashboard',
      description:
        'See what works across your videos: retention, best posting times and follower growth in one clear view.',
      features: {
        'retention-graphs': 'Retention graphs',
        'posting-times': 'Best posting times',
        'growth-forecast': 'Follower growth forecast',
        'export-reports': 'Exportable reports',
      },
    },
    'free-content': {
      title: 'Free Content Expansion',
      description:
        'More free guides: algorithm breakdowns, weekly trend reports, creator case studies and script templates.',
      features: {
        'weekly-trend-reports': 'Weekly trend reports',
        'case-studies': 'Creator case studies',
        'script-templates': 'Video script templates',
        'sound-library': 'Trending sound library',
      },
    },
    'tools-and-generators': {
      title: 'Tools & Generators',
      description: 'New free tools: a caption generator, a posting time optimizer and a content idea generator.',
      features: {
        'caption-generator': 'AI caption generator',
        'posting-time-optimizer': 'Posting time optimizer',
        'idea-generator': 'Content idea generator',
        'hashtag-tracker': 'Hashtag performance tracker',
      },
    },
    'interactive-resources': {
      title: 'Interactive Resources',
      description: 'Quizzes and planners that turn advice into a plan made for you.',
      features: {
        'self-assessment': 'Self-assessment quizzes',
        'growth-roadmap': 'Growth roadmap generator',
        'niche-finder': 'Niche finder tool',
        'style-quiz': 'Content style quiz',
      },
    },
    'templates-library': {
      title: 'Templates Library',
      description: 'Ready-to-use content calendars, script outlines, media kits and brand pitch emails.',
      features: {
        'content-calendars': 'Content calendars',
        'media-kits': 'Media kit templates',
        'pitch-emails': 'Brand pitch emails',
        'thumbnail-packs': 'Cover image packs',
      },
    },
    'best-time-to-post': {
      title: 'Best Time to Post',
      description: 'Find the hours when your own audience is most active, instead of generic "post at 7 pm" advice.',
      features: {
        'audience-heatmap': 'Audience activity heatmap',
        'timezone-support': 'Time zone support',
        'weekly-schedule': 'Suggested weekly schedule',
        'post-reminders': 'Posting reminders',
      },
    },
    'trend-alerts': {
      title: 'Trend Alerts',
      description: 'Hear about rising sounds, formats and hashtags in your niche while they are still early.',
      features: {
        'niche-alerts': 'Alerts for your niche',
        'sound-alerts': 'Rising sound alerts',
        'email-digest': 'Daily email digest',
        'trend-lifespan': 'Trend lifespan estimate',
      },
    },
    'content-calendar': {
      title: 'Content Calendar',
      description: 'Plan a month of videos around your content pillars and keep a rhythm you can sustain.',
      features: {
        'drag-drop-planner': 'Drag-and-drop planner',
        'pillar-tags': 'Content pillar tags',
        'calendar-export': 'Export to your calendar',
        'batch-planning': 'Batch filming planner',
      },
    },
    'safety-checker': {
      title: 'Account Safety Checker',
      description:
        'Check your account settings and habits against community guidelines before a problem costs you reach.',
      features: {
        'settings-audit': 'Privacy settings audit',
        'guideline-check': 'Community guideline check',
        'scam-warnings': 'Scam and phishing warnings',
        'recovery-guide': 'Account recovery guide',
      },
    },
  } satisfies Record<ComingSoonTopicId, TopicTexts>,
};
