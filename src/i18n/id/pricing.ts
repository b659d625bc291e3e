/** Halaman Harga dalam bahasa Indonesia. */
import type { Dictionary } from '../dictionary';

export const pricing: Dictionary['pricing'] = {
  title: 'Harga',
  description: 'Tools dan tutorial gratis untuk semua kreator, dengan paket Pro dan Enterprise yang segera hadir.',
  badge: 'Harga simpel dan jujur',
  mostPopular: 'Paling Populer',
  comingSoon: 'Segera Hadir',
  included: 'Termasuk: ',
  notIncluded: 'Tidak termasuk: ',
  pricesNote:
    'Harga dalam dolar AS. Paket berbayar belum dijual: tidak ada biaya yang ditagih dan tidak ada data pembayaran yang diminta.',
  plans: {
    free: {
      title: 'Gratis',
      description: 'Semua yang kamu butuhkan untuk mulai tumbuh, gratis selamanya.',
      billingPeriod: 'selamanya',
      button: 'Mulai Gratis',
    },
    pro: {
      title: 'Pro',
      description: 'Riset lebih dalam dan semua laporan tren, untuk kreator yang posting setiap hari.',
      billingPeriod: 'per bulan',
      button: 'Masuk Daftar Tunggu',
    },
    enterprise: {
      title: 'Enterprise',
      description: 'Untuk agensi dan brand yang mengelola beberapa kreator.',
      billingPeriod: 'per bulan',
      button: 'Hubungi Tim Sales',
    },
  },
  features: {
    earningsCalculator: 'Kalkulator penghasilan',
    hashtagGenerator: 'Generator hashtag',
    allTutorials: 'Semua tutorial',
    limitedTrendReports: 'Laporan tren terbatas ({count})',
    unlimitedTrendReports: 'Laporan tren tanpa batas',
    hashtagAnalytics: 'Analitik performa hashtag',
    everythingInFree: 'Semua fitur paket Gratis',
    viralProductReports: 'Laporan produk viral',
    prioritySupport: 'Dukungan prioritas',
    teamSeats: 'Akun untuk anggota tim',
    everythingInPro: 'Semua fitur paket Pro',
    influencerMarketplace: 'Marketplace untuk sewa influencer',
    analyticsDashboard: 'Dasbor analitik',
    accountManager: 'Account manager khusus',
    customIntegrations: 'Integrasi khusus',
  },
  faqTitle: 'Pertanyaan yang sering diajukan',
  faq: [
    {
      question: 'Apa paket Gratis benar-benar gratis selamanya?',
      answer:
        'Ya. Kalkulator penghasilan, generator hashtag, dan semua tutorial gratis, tanpa akun dan tanpa kartu. Paket berbayar nanti akan menambah fitur, bukan mengambil fitur gratis.',
    },
    {
      question: 'Kapan Pro dan Enterprise tersedia?',
      answer:
        'Pro direncanakan rilis {release}. Sampai saat itu, kamu bisa vote fitur Pro yang paling kamu mau di halaman langganan Pro, dan fitur itu yang akan dibuat duluan.',
    },
    {
      question: 'Bisa bayar paket sekarang?',
      answer:
        'Belum bisa. Paket berbayar belum dijual, dan situs ini tidak pernah meminta data pembayaran. Saat diluncurkan, harga dan apa yang kamu dapat akan ditampilkan sebelum kamu membayar.',
    },
    {
      question: 'Apa maksudnya "laporan tren terbatas"?',
      answer:
        'Di paket Gratis, halaman tren menampilkan {count} laporan tren teratas yang cocok secara lengkap. Pro akan membuka semua laporan, dengan pembaruan setiap ada tren baru.',
    },
  ],
};
