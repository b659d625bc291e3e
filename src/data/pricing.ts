/** Pricing plans. Paid plans are announced, not sold yet. Their texts: the dictionary's `pricing` slice. */

/** The features plans list, as the dictionary names them (`pricing.features`). */
export type PlanFeatureId =
  | 'earningsCalculator'
  | 'hashtagGenerator'
  | 'allTutorials'
  | 'limitedTrendReports'
  | 'unlimitedTrendReports'
  | 'hashtagAnalytics'
  | 'everythingInFree'
  | 'viralProductReports'
  | 'prioritySupport'
  | 'teamSeats'
  | 'everythingInPro'
  | 'influencerMarketplace'
  | 'analyticsDashboard'
  | 'accountManager'
  | 'customIntegrations';

interface PlanFeature {
  id: PlanFeatureId;
  available: boolean;
}

export interface PricingPlan {
  id: 'free' | 'pro' | 'enterprise';
  /** The price per billing period, in US dollars. */
  priceUsd: number;
  features: PlanFeature[];
  buttonLink: string;
  highlighted: boolean;
  comingSoon: boolean;
}

/** How many trend reports the free plan shows in full (the /trends grid). */
export const FREE_TREND_REPORTS = 3;

export const PRICING_PLANS: PricingPlan[] = [
  {
    id: 'free',
    priceUsd: 0,
    features: [
      { id: 'earningsCalculator', available: true },
      { id: 'hashtagGenerator', available: true },
      { id: 'allTutorials', available: true },
      { id: 'limitedTrendReports', available: true },
      { id: 'unlimitedTrendReports', available: false },
      { id: 'hashtagAnalytics', available: false },
    ],
    buttonLink: '/tools',
    highlighted: false,
    comingSoon: false,
  },
  {
    id: 'pro',
    priceUsd: 9.99,
    features: [
      { id: 'everythingInFree', available: true },
      { id: 'unlimitedTrendReports', available: true },
      { id: 'hashtagAnalytics', available: true },
      { id: 'viralProductReports', available: true },
      { id: 'prioritySupport', available: true },
      { id: 'teamSeats', available: false },
    ],
    buttonLink: '/coming-soon/pro-subscription',
    highlighted: true,
    comingSoon: true,
  },
  {
    id: 'enterprise',
    priceUsd: 49.99,
    features: [
      { id: 'everythingInPro', available: true },
      { id: 'teamSeats', available: true },
      { id: 'influencerMarketplace', available: true },
      { id: 'analyticsDashboard', available: true },
      { id: 'accountManager', available: true },
      { id: 'customIntegrations', available: true },
    ],
    buttonLink: '/contact',
    highlighted: false,
    comingSoon: true,
  },
];
