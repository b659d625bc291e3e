/** Daftar tren (/trends) dalam bahasa Indonesia. */
import type { Dictionary } from '../dictionary';

export const trendListing: Dictionary['trendListing'] = {
  title: 'Laporan Tren TikTok',
  badge: 'Laporan Tren',
  subtitle:
    'Tren video pendek yang lagi naik sekarang, lengkap dengan hashtag, insight, dan contoh supaya kamu bisa langsung ikut.',
  lastUpdated: 'Terakhir diperbarui: {date}',
  hotHeading: 'Lagi Panas Sekarang',
  newsletterTitle: 'Dapatkan Tren Baru Sebelum Puncaknya',
  methodology: {
    heading: 'Cara Kami Menemukan Tren',
    intro: 'Laporan tren kami diriset manual dari data publik TikTok, dan diperbarui seiring tren naik dan meredup.',
    steps: [
      {
        title: 'Kami memantau pertumbuhan hashtag',
        text: 'Setiap laporan berawal dari hashtag yang tayangannya naik cepat dalam 7 sampai 30 hari. Angka pertumbuhan di setiap tren adalah kenaikan dalam rentang waktu itu.',
      },
      {
        title: 'Kami cek apakah kreator ikut memakainya',
        text: 'Satu video viral belum tentu tren. Kami mencari format yang sama dipakai banyak kreator, di berbagai niche dan ukuran akun.',
      },
      {
        title: 'Kami hanya memuat yang bisa kamu ikuti dengan jujur',
        text: 'Format yang mengandalkan bot, pancingan interaksi, editan yang menyesatkan, atau aksi berbahaya tidak kami masukkan, secepat apa pun pertumbuhannya.',
      },
    ],
  },
  island: {
    searchLabel: 'Cari tren',
    searchPlaceholder: 'Cari tren atau hashtag...',
    categoryGroupLabel: 'Saring berdasarkan kategori',
    allCategories: 'Semua',
    resultsHeading: 'Semua Tren',
    matchCount: { other: '{count} tren cocok' },
    noMatches: 'Tidak ada tren yang cocok dengan kriteriamu.',
    clearFilters: 'Hapus Filter',
    filtering: 'Mencari tren…',
    filterFailed: 'Tren tidak bisa dicari saat ini. Cek koneksimu lalu coba lagi.',
    retry: 'Coba Lagi',
    spottedBefore: 'Terpantau ',
    teaser: {
      badge: 'Segera Hadir',
      heading: { other: 'Buka {count} Laporan Tren Lainnya' },
      text: 'Member Pro akan mendapat semua laporan tren, lengkap dengan insight dan contohnya.',
      listLabel: 'Laporan tren yang terkunci',
      more: { other: '+ {count} tren lainnya' },
      upgrade: 'Upgrade ke Pro',
    },
  },
};
