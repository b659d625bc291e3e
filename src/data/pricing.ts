/** Pricing plans. Paid plans are announced, not sold yet. */

interface PlanFeature {
  title: string;
  available: boolean;
}

export interface PricingPlan {
  title: string;
  description: string;
  price: string;
  billingPeriod: string;
  features: PlanFeature[];
  buttonText: string;
  buttonLink: string;
  highlighted: boolean;
  comingSoon: boolean;
}

/** How many trend reports the free plan shows in full (the /trends grid). */
export const FREE_TREND_REPORTS = 3;

export const PRICING_PLANS: PricingPlan[] = [
  {
    title: 'Free',
    description: 'Everything you need to start growing, free for good.',
    price: '$0',
    billingPeriod: 'forever',
    features: [
      { title: 'Earnings calculator', available: true },
      { title: 'Hashtag generator', available: true },
      { title: 'All tutorials', available: true },
      { title: `Limited trend reports (${FREE_TREND_REPORTS})`, available: true },
      { title: 'Unlimited trend reports', available: false },
      { title: 'Hashtag performance analytics', available: false },
    ],
    buttonText: 'Start Free',
    buttonLink: '/tools',
    highlighted: false,
    comingSoon: false,
  },
  {
    title: 'Pro',
    description: 'Deeper research and every trend report, for creators who post daily.',
    price: '$9.99',
    billingPeriod: 'per month',
    features: [
      { title: 'Everything in Free', available: true },
      { title: 'Unlimited trend reports', available: true },
      { title: 'Hashtag performance analytics', available: true },
      { title: 'Viral product reports', available: true },
      { title: 'Priority support', available: true },
      { title: 'Team seats', available: false },
    ],
    buttonText: 'Join the Waitlist',
    buttonLink: '/coming-soon/pro-subscription',
    highlighted: true,
    comingSoon: true,
  },
  {
    title: 'Enterprise',
    description: 'For agencies and brands managing several creators.',
    price: '$49.99',
    billingPeriod: 'per month',
    features: [
      { title: 'Everything in Pro', available: true },
      { title: 'Team seats', available: true },
      { title: 'Influencer booking marketplace', available: true },
      { title: 'Analytics dashboard', available: true },
      { title: 'Dedicated account manager', available: true },
      { title: 'Custom integrations', available: true },
    ],
    buttonText: 'Contact Sales',
    buttonLink: '/contact',
    highlighted: false,
    comingSoon: true,
  },
];

export const MOST_POPULAR_LABEL = 'Most Popular';
