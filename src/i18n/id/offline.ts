/** Halaman offline dalam bahasa Indonesia. */
import type { Dictionary } from '../dictionary';

export const offline: Dictionary['offline'] = {
  title: 'Kamu sedang offline',
  description: 'Halaman ini tidak tersedia tanpa koneksi. Halaman yang sudah pernah kamu buka tetap bisa dibaca.',
  badge: 'Offline',
  intro:
    'Halaman ini belum tersimpan di perangkat ini, dan sekarang tidak ada koneksi. Tools dan halaman yang sudah kamu baca tetap bisa dipakai tanpa koneksi.',
  pagesLabel: 'Halaman yang tersedia offline',
  toolsHeading: 'Selalu tersedia offline',
  alwaysAvailable: {
    home: 'Beranda',
    calculator: 'Kalkulator Penghasilan',
    hashtagGenerator: 'Generator Hashtag',
  },
  savedHeading: 'Tutorial dan tren yang bisa kamu baca offline',
  savedEmpty: 'Belum ada tutorial atau tren yang tersimpan. Halaman yang kamu buka saat online disimpan untuk nanti.',
  retry: 'Coba lagi',
  tutorialKind: 'Tutorial',
  trendKind: 'Tren',
};
