/** Halaman satu tren dalam bahasa Indonesia. */
import type { Dictionary } from '../dictionary';

export const trend: Dictionary['trend'] = {
  breadcrumb: { home: 'Beranda', trends: 'Tren' },
  shareCardLabel: 'Tren · {category}',
  hashtagsLabel: 'Hashtag',
  growthRate: { other: '{rate} dalam {count} hari' },
  coverAlt: '{title}: adegan khas dari tren ini',
  spotted: 'Terpantau: {date}',
  insightsHeading: 'Insight Tren',
  trackerLabel: 'Pantau tren ini',
  browseAll: 'Lihat Semua Tren',
  videos: {
    heading: 'Video untuk Dipelajari',
    hint: 'Salin link ke TikTok untuk menontonnya di sana.',
    featured: 'Video unggulan',
    example: 'Contoh {number}',
    unknownCreator: 'Video TikTok',
  },
  howTo: {
    heading: 'Cara Ikut Tren Ini',
    steps: [
      {
        title: 'Pelajari contohnya',
        text: 'Tonton video unggulan dan contoh-contohnya. Perhatikan hook di detik pertama, temponya, dan cara tiap video berakhir.',
      },
      {
        title: 'Temukan sudut pandangmu',
        text: 'Tentukan bagaimana format ini cocok dengan niche kamu. Versi yang menyebar paling jauh menambahkan sesuatu yang cuma bisa kamu bawa.',
      },
      {
        title: 'Posting dengan hashtag yang tepat',
        text: 'Pakai 3 sampai 5 hashtag: dua dari tren ini, seperti {hashtags}, ditambah satu atau dua untuk niche kamu.',
      },
      {
        title: 'Berinteraksi dan perbaiki',
        text: 'Balas komentar di satu jam pertama, cek analitikmu setelah dua hari, lalu sesuaikan versi berikutnya.',
      },
    ],
    generate: 'Buat hashtag untuk tren ini',
  },
  relatedHeading: 'Tren Terkait',
  feed: {
    title: '{siteName}: Laporan Tren',
    description: 'Laporan tren TikTok terbaru, yang paling baru terpantau lebih dulu.',
  },
  buttons: {
    save: 'Simpan',
    saved: 'Tersimpan',
    share: 'Bagikan',
    trackerHeading: 'Pantau Tren Ini',
    bookmark: 'Tandai',
    removeBookmark: 'Hapus Tanda',
    shareTrend: 'Bagikan Tren Ini',
    views: { other: 'Kamu sudah melihat tren ini {count} kali.' },
    linkCopied: 'Link tersalin ke clipboard!',
  },
};
