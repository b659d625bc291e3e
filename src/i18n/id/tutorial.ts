/** Halaman satu tutorial dalam bahasa Indonesia. */
import type { Dictionary } from '../dictionary';

export const tutorial: Dictionary['tutorial'] = {
  breadcrumb: { home: 'Beranda', tutorials: 'Tutorial' },
  readTime: 'Baca {minutes} menit',
  comingSoon: 'Isi lengkap tutorial ini segera hadir!',
  shareCardLabel: 'Tutorial · {category}',
  contents: 'Di halaman ini',
  sectionLink: 'Tautan ke bagian ini: {heading}',
  actions: {
    share: 'Bagikan',
    save: 'Simpan',
    linkCopiedTitle: 'Link tersalin!',
    linkCopiedDescription: 'Bagikan tutorial ini ke teman-temanmu.',
    savedTitle: 'Tutorial ditandai!',
    savedDescription: 'Kamu bisa menemukannya di tutorial yang kamu simpan.',
  },
  feedback: {
    heading: 'Apakah tutorial ini membantu?',
    yes: 'Ya',
    no: 'Tidak',
    helpfulCount: { other: '{count} orang merasa terbantu' },
  },
  sidebar: {
    relatedHeading: 'Tutorial Terkait',
    calculatorHeading: 'Berapa yang bisa kamu hasilkan?',
    calculatorText:
      'Perkirakan penghasilan dari Dana Kreator, kerja sama brand, dan afiliasi berdasarkan pengikut dan engagement kamu.',
    calculatorLink: 'Buka Kalkulator Penghasilan',
  },
  moreHeading: 'Tutorial Lain yang Mungkin Kamu Suka',
  readMore: 'Baca tutorial →',
  pager: { label: 'Tutorial lainnya', all: 'Semua Tutorial', next: 'Tutorial Berikutnya' },
  feed: {
    title: '{siteName}: Tutorial',
    description: 'Tutorial terbaru seputar tumbuh di TikTok secara praktis dan etis, yang terbaru lebih dulu.',
  },
};
