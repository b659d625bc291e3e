/** Daftar tutorial (/tutorials) dalam bahasa Indonesia. */
import type { Dictionary } from '../dictionary';

export const tutorialListing: Dictionary['tutorialListing'] = {
  title: 'Tutorial Mengembangkan Akun TikTok',
  numberedTitle: '{title} (halaman {page})',
  badge: 'Strategi Pertumbuhan yang Praktis dan Etis',
  subtitle: 'Panduan dan strategi praktis untuk membantu kamu menumbuhkan akun TikTok secara etis dan efektif',
  island: {
    searchLabel: 'Cari tutorial',
    searchPlaceholder: 'Cari tutorial...',
    searchHint: 'Pencarian populer: algoritma, hashtag, engagement, sound yang lagi tren',
    featuredHeading: 'Tutorial Unggulan',
    categoryGroupLabel: 'Saring berdasarkan kategori',
    allCategories: 'Semua',
    listHeading: 'Semua Tutorial',
    countLine: { other: '{count} tutorial tersedia' },
    noMatches: 'Tidak ada tutorial yang cocok dengan kriteriamu.',
    clearFilters: 'Hapus Filter',
    filtering: 'Mencari tutorial…',
    filterFailed: 'Tutorial tidak bisa dicari saat ini. Cek koneksimu lalu coba lagi.',
    retry: 'Coba Lagi',
    showMore: 'Tampilkan tutorial lainnya',
    pagerLabel: 'Halaman tutorial',
    previousPage: 'Sebelumnya',
    nextPage: 'Berikutnya',
    pageLabel: 'Halaman {page}',
    card: {
      featuredBadge: 'Unggulan',
      readTime: 'Baca {minutes} menit',
      readMore: 'Baca tutorial →',
    },
  },
};
