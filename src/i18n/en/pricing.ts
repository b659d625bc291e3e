/** The Pricing page in English: the plans, their features and the FAQ. */
import type { PlanFeatureId } from '../../data/pricing';

export const pricing = {
  title: 'Pricing',
  description: 'Free tools and tutorials for every creator, with Pro and Enterprise plans coming soon.',
  badge: 'Simple, honest pricing',
  mostPopular: 'Most Popular',
  comingSoon: 'Coming Soon',
  /** Read before each feature by screen readers (the icon shows it). */
  included: 'Included: ',
  notIncluded: 'Not included: ',
  pricesNote:
    'Prices in US dollars. Paid plans are not on sale yet: nothing is charged and no payment details are collected.',
  plans: {
    free: {
      title: 'Free',
      description: 'Everything you need to start growing, free for good.',
      billingPeriod: 'forever',
      button: 'Start Free',
    },
    pro: {
      title: 'Pro',
      description: 'Deeper research and every trend report, for creators who post daily.',
      billingPeriod: 'per month',
      button: 'Join the Waitlist',
    },
    enterprise: {
      title: 'Enterprise',
      description: 'For agencies and brands managing several creators.',
      billingPeriod: 'per month',
      button: 'Contact Sales',
    },
  },
  /** {count}: the trend reports the free plan shows in full. */
  features: {
    earningsCalculator: 'Earnings calculator',
    hashtagGenerator: 'Hashtag generator',
    allTutorials: 'All tutorials',
    limitedTrendReports: 'Limited trend reports ({count})',
    unlimitedTrendReports: 'Unlimited trend reports',
    hashtagAnalytics: 'Hashtag performance analytics',
    everythingInFree: 'Everything in Free',
    viralProductReports: 'Viral product reports',
    prioritySupport: 'Priority support',
    teamSeats: 'Team seats',
    everythingInPro: 'Everything in Pro',
    influencerMarketplace: 'Influencer booking marketplace',
    analyticsDashboard: 'Analytics dashboard',
    accountManager: 'Dedicated account manager',
    customIntegrations: 'Custom integrations',
  } satisfies Record<PlanFeatureId, string>,
  faqTitle: 'Frequently asked questions',
  /** {release}: when Pro is planned; {count}: the trend reports the free plan shows in full. */
  faq: [
    {
      question: 'Is the Free plan really free forever?',
      answer:
        'Yes. The earnings calculator, the hashtag generator and every tutorial are free, with no account and no card. Paid plans will add more, never take free features away.',
    },
    {
      question: 'When will Pro and Enterprise be available?',
      answer:
        'Pro is planned for {release}. Until then you can vote for the Pro features you want most on the Pro subscription page, and they will be built first.',
    },
    {
      question: 'Can I pay for a plan today?',
      answer:
        'No. Paid plans are not on sale yet, and this site never asks for payment details. When they launch, the price and what you get will be shown before you pay.',
    },
    {
      question: 'What does "limited trend reports" mean?',
      answer:
        'On the Free plan the trends page shows the {count} top matching trend reports in full. Pro will unlock every report, with updates as new trends appear.',
    },
  ],
};
