/** Halaman ringkasan tools (/tools) dalam bahasa Indonesia. */
import type { Dictionary } from '../dictionary';

export const tools: Dictionary['tools'] = {
  title: 'Tools Gratis untuk Kreator',
  description:
    'Tools gratis untuk kreator TikTok: kalkulator penghasilan dan generator hashtag, dengan tools lain yang sedang dikembangkan.',
  badge: 'Gratis, tanpa daftar',
  allTools: 'Semua tools',
  cards: {
    'hashtag-generator': {
      title: 'Generator Hashtag',
      description:
        'Dapatkan campuran hashtag tren, niche, dan topik yang seimbang untuk video berikutnya dalam hitungan detik.',
      button: 'Buat Hashtag',
    },
    'earnings-calculator': {
      title: 'Kalkulator Penghasilan',
      description:
        'Perkirakan berapa yang bisa dihasilkan akunmu dari Dana Kreator, kerja sama brand, dan link afiliasi.',
      button: 'Hitung Penghasilan',
    },
    'best-time-to-post': {
      title: 'Jam Posting Terbaik',
      description: 'Temukan jam saat penontonmu sendiri paling aktif.',
      button: 'Segera Hadir',
    },
    'trend-alerts': {
      title: 'Notifikasi Tren',
      description: 'Dapat kabar soal sound dan format yang mulai naik di niche kamu selagi masih awal.',
      button: 'Segera Hadir',
    },
    'content-calendar': {
      title: 'Kalender Konten',
      description: 'Rencanakan video sebulan penuh berdasarkan pilar kontenmu.',
      button: 'Segera Hadir',
    },
    'safety-checker': {
      title: 'Cek Keamanan Akun',
      description: 'Cek pengaturan dan kebiasaanmu terhadap pedoman komunitas.',
      button: 'Segera Hadir',
    },
  },
  comingSoonOverlay: 'Segera hadir, vote fiturnya',
  overlayToolName: '{title}: ',
  featured: {
    badge: 'Tool unggulan',
    heading: 'Berapa yang bisa dihasilkan akunmu?',
    text: 'Kalkulator Penghasilan mengubah jumlah pengikut, engagement rate, dan ritme postingmu jadi kisaran bulanan yang jujur.',
    points: [
      'Perkiraan Dana Kreator, kerja sama brand, dan afiliasi di satu tempat',
      'Semua tarif dan batasnya ditampilkan, jadi kamu tahu arti angka-angkanya',
      'Bagikan hasilnya atau unduh sebagai laporan',
    ],
    button: 'Hitung Penghasilanmu',
    example: 'Contoh: {followers} pengikut, engagement {engagement}, {posts} posting sebulan',
    perMonth: 'perkiraan per bulan',
    views: 'Tayangan/video',
    brandDeals: 'Kerja sama brand',
    affiliate: 'Afiliasi',
  },
  why: {
    heading: 'Kenapa Pakai Tools Kami',
    reasons: {
      free: {
        title: '100% Gratis',
        text: 'Semua tools yang sudah rilis gratis dipakai, tanpa daftar, tanpa masa uji coba, dan tanpa batas berapa kali kamu memakainya.',
      },
      privacy: {
        title: 'Menjaga Privasi',
        text: 'Tools berjalan di browser kamu. Apa yang kamu ketik tidak pernah dikirim ke server atau disimpan oleh kami.',
      },
      data: {
        title: 'Berbasis Data',
        text: 'Dibuat dari tarif bayaran yang dipublikasikan dan praktik terbaik yang sudah diuji, dengan asumsi di balik setiap angka ditampilkan.',
      },
    },
  },
  inDevelopment: {
    heading: 'Sedang Dikembangkan',
    intro: 'Tools yang sedang kami buat berikutnya, beserta perkiraan rilisnya.',
    expected: 'Perkiraan {date}',
  },
};
