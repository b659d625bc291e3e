/**
 * The content categories' names as pages show them (badges, filters, breadcrumbs, share cards' labels
 * stay English data): by the category's value in the frontmatter, which never changes with language.
 */
import type { TREND_CATEGORIES, TutorialCategory } from '../../data/contentCategories';

export const categories = {
  tutorials: {
    'Growth Strategy': 'Growth Strategy',
    Monetization: 'Monetization',
    'Content Creation': 'Content Creation',
    Safety: 'Safety',
  } satisfies Record<TutorialCategory, string>,
  trends: {
    Comedy: 'Comedy',
    Fashion: 'Fashion',
    'Food & Cooking': 'Food & Cooking',
    Lifestyle: 'Lifestyle',
    Beauty: 'Beauty',
    'Home & Lifestyle': 'Home & Lifestyle',
  } satisfies Record<(typeof TREND_CATEGORIES)[number], string>,
};
