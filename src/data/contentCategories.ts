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

/** The sections of the site that search indexes; a page's section is its search category and filter. */
export const SEARCH_CATEGORIES = ['Tutorials', 'Trends', 'Tools'] as const;
/** One of SEARCH_CATEGORIES: what BaseLayout marks an indexed page with and what a search filter selects. */
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];
