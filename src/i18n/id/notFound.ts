/** Halaman tidak ditemukan dalam bahasa Indonesia. */
import type { Dictionary } from '../dictionary';

export const notFound: Dictionary['notFound'] = {
  description: 'Halaman yang kamu cari tidak ada atau sudah dipindahkan.',
  generic: {
    pageTitle: 'Halaman Tidak Ditemukan',
    heading: 'Halaman tidak ditemukan',
    message: 'Halaman yang kamu cari tidak ada atau sudah dipindahkan.',
  },
  tutorial: {
    pageTitle: 'Tutorial Tidak Ditemukan',
    heading: 'Tutorial tidak ditemukan',
    message: 'Kami tidak menemukan tutorial yang kamu cari. Mungkin namanya sudah diganti atau sudah dihapus.',
  },
  trend: {
    pageTitle: 'Tren Tidak Ditemukan',
    heading: 'Tren Tidak Ditemukan',
    message: 'Tren yang kamu cari tidak ada atau sudah dihapus.',
  },
  browseTutorials: 'Lihat Semua Tutorial',
  backToTrends: 'Kembali ke Tren',
  returnHome: 'Kembali ke Beranda',
};
