/** The sample products and creators of the coming-soon teasers, in Arabic. */
import type { Dictionary } from '../dictionary';

export const samples: Dictionary['samples'] = {
  products: {
    'led-strip-lights': {
      description: 'قطعة لا غنى عنها في تجديد الغرف، وحاضرة في جولات لا تُحصى لعرض الغرف وتجهيزاتها.',
      category: 'المنزل',
    },
    'mini-projector': {
      description: 'فيديوهات سهرات الأفلام لا تتوقف عن إيصاله إلى «صفحة لك».',
      category: 'التقنية',
    },
    'cloud-slides': {
      description: 'حذاء مريح قبل كل شيء، يلفت الأنظار في فيديوهات فتح الطرود.',
      category: 'الموضة',
    },
  },
  influencers: {
    'maya-cooks': { category: 'الطعام والطبخ' },
    'leo-fits': { category: 'اللياقة البدنية' },
    'ana-styles': { category: 'الموضة' },
  },
  priceRange: '{min} - {max}',
  engagement: 'متوسط التفاعل {percent}',
  startingPrice: 'ابتداءً من {price}',
};
