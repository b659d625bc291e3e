/** The sample products and creators of the coming-soon teasers, in Arabic. */
import type { Dictionary } from '../dictionary';

export const samples: Dictionary['samples'] = {
  products: {
    'led-strip-lights': {
      description: 'نجمة فيديوهات تجديد الغرف.',
      category: 'المنزل',
    },
    'mini-projector': {
      description: 'سهرات الأفلام توصله إلى «صفحة لك».',
      category: 'التقنية',
    },
    'cloud-slides': {
      description: 'مريح ويتألق في فيديوهات فتح الطرود.',
      category: 'الموضة',
    },
  },
  influencers: {
    'maya-cooks': { category: 'الطعام والطبخ' },
    'leo-fits': { category: 'اللياقة البدنية' },
    'ana-styles': { category: 'الموضة' },
  },
  priceRange: '{min} - {max}',
  engagement: 'متوسط {percent}',
  startingPrice: 'من {price}',
};
