/** The categories a tutorial or a trend may have: the content schemas accept only these. */
export const TUTORIAL_CATEGORIES = ['Growth Strategy', 'Monetization', 'Content Creation', 'Safety'] as const;
export const TREND_CATEGORIES = [
  'Comedy',
  'Fashion',
  'Food & Cooking',
  'Lifestyle',
  'Beauty',
  'Home & Lifestyle',
] as const;

export type TutorialCategory = (typeof TUTORIAL_CATEGORIES)[number];
export type TrendCategory = (typeof TREND_CATEGORIES)[number];
