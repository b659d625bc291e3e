/** Nama kategori tutorial dan tren dalam bahasa Indonesia. */
import type { Dictionary } from '../dictionary';

export const categories: Dictionary['categories'] = {
  tutorials: {
    'Growth Strategy': 'Strategi Pertumbuhan',
    Monetization: 'Monetisasi',
    'Content Creation': 'Pembuatan Konten',
    Safety: 'Keamanan',
  },
  trends: {
    Comedy: 'Komedi',
    Fashion: 'Fashion',
    'Food & Cooking': 'Makanan & Masak',
    Lifestyle: 'Gaya Hidup',
    Beauty: 'Kecantikan',
    'Home & Lifestyle': 'Rumah & Gaya Hidup',
  },
};
