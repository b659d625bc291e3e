/** Contoh produk dan kreator untuk teaser "segera hadir", dalam bahasa Indonesia (nama tetap seperti aslinya). */
import type { Dictionary } from '../dictionary';

export const samples: Dictionary['samples'] = {
  products: {
    'led-strip-lights': { description: 'Andalan makeover kamar di balik banyak video setup tour.', category: 'Rumah' },
    'mini-projector': { description: 'Video movie night terus bikin produk ini masuk FYP.', category: 'Teknologi' },
    'cloud-slides': {
      description: 'Alas kaki yang mengutamakan nyaman dan seru buat video unboxing.',
      category: 'Fashion',
    },
  },
  influencers: {
    'maya-cooks': { category: 'Makanan & Masak' },
    'leo-fits': { category: 'Fitness' },
    'ana-styles': { category: 'Fashion' },
  },
  priceRange: '{min} - {max}',
  engagement: 'Rata-rata engagement {percent}',
  startingPrice: 'Mulai {price}',
};
