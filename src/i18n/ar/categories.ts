/** The tutorial and trend category names in Arabic (the keys are the English frontmatter values). */
import type { Dictionary } from '../dictionary';

export const categories: Dictionary['categories'] = {
  tutorials: {
    'Growth Strategy': 'استراتيجية النمو',
    Monetization: 'تحقيق الدخل',
    'Content Creation': 'صناعة المحتوى',
    Safety: 'الأمان',
  },
  trends: {
    Comedy: 'الكوميديا',
    Fashion: 'الموضة',
    'Food & Cooking': 'الطعام والطبخ',
    Lifestyle: 'أسلوب الحياة',
    Beauty: 'الجمال',
    'Home & Lifestyle': 'المنزل وأسلوب الحياة',
  },
};
