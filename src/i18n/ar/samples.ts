/** The sample products and creators of the coming-soon teasers, in Arabic. */
import type { Dictionary } from '../dictionary';

export const samples: Dictionary['samples'] = {
  products: {
    'led-strip-lights': {
      description: 'عنصر أساسي في تجديد الغرف، تراه في عدد لا يُحصى من جولات استعراض المكاتب والأركان.',
      category: 'المنزل',
    },
    'mini-projector': {
      description: 'فيديوهات سهرات الأفلام لا تتوقف عن إيصاله إلى «صفحة لك».',
      category: 'التقنية',
    },
    'cloud-slides': {
      description: 'حذاء يضع الراحة أولًا، وجذّاب جدًا في فيديوهات فتح الطرود.',
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
