/**
 * The content categories' names, keyed by the value entries carry (the English name, which filters and
 * addresses keep in every language).
 */
import type { TREND_CATEGORIES, TutorialCategory } from '../../data/contentCategories';

export const categories = {
  tutorials: {
    'Growth Strategy': 'Growth Strategy',
    Monetization: 'Monetization',
    'Content Creation': 'Content Creation',
    Safety: 'Safety',
  },
  trends: {
    Comedy: 'Comedy',
    Fashion: 'Fashion',
    'Food & Cooking': 'Food & Cooking',
    Lifestyle: 'Lifestyle',
    Beauty: 'Beauty',
    'Home & Lifestyle': 'Home & Lifestyle',
  },
} satisfies {
  tutorials: Record<TutorialCategory, string>;
  trends: Record<(typeof TREND_CATEGORIES)[number], string>;
};
