/** Halaman "segera hadir" dalam bahasa Indonesia: teks tiap topik, daftar vote, contoh, dan perkiraan rilis. */
import type { Dictionary } from '../dictionary';

export const comingSoon: Dictionary['comingSoon'] = {
  badge: 'Segera Hadir',
  pageTitle: '{title} (Segera Hadir)',
  estimatedRelease: 'Perkiraan rilis: {release}',
  backHome: 'Kembali ke Beranda',
  voteTitle: 'Vote fitur yang kami buat duluan',
  voteIntro: 'Pilih fitur yang paling kamu mau. Fitur dengan vote terbanyak naik ke urutan teratas daftar kami.',
  help: {
    title: 'Cara kerja vote',
    oneVote: 'Satu vote per fitur, dan kamu boleh vote fitur sebanyak yang kamu mau.',
    noAccount: 'Tanpa akun: vote kamu hanya diingat di browser ini.',
    percentages: 'Persentase menunjukkan bagian tiap fitur dari semua vote untuk {title}.',
    pricing: 'Lihat paket dan harga',
  },
  otherTopics: {
    title: 'Fitur lain yang sedang disiapkan',
    vote: 'Vote fitur',
  },
  release: {
    quarterDate: '{quarter} {year}',
    quarters: ['Kuartal I', 'Kuartal II', 'Kuartal III', 'Kuartal IV'],
    monthStyle: 'long',
  },
  vote: {
    listLabel: 'Fitur yang akan datang, dari yang paling diinginkan',
    votes: { other: '{count} vote' },
    vote: 'Vote',
    voted: 'Sudah vote',
    forFeature: ' untuk {name}',
    toastTitle: 'Makasih sudah vote!',
    toastDescription: 'Kami akan memprioritaskan fitur ini berdasarkan masukan komunitas.',
  },
  samples: {
    productsTitle: 'Contoh isi laporannya nanti',
    productsNote: 'Produk ilustrasi, bukan data penjualan sungguhan.',
    influencersTitle: 'Intip profil kreator',
    influencersNote: 'Contoh profil: pemesanan dibuka saat marketplace-nya diluncurkan.',
    hot: 'Hot',
    priceRange: 'Kisaran harga',
    engagement: 'Engagement',
    followers: 'Pengikut',
    rates: 'Tarif',
    bookNow: 'Pesan Sekarang',
    bookNowNote: ' {name} (segera hadir)',
  },
  topics: {
    'pro-subscription': {
      title: 'Langganan Pro',
      description:
        'Laporan tren tanpa batas, riset hashtag yang lebih dalam, dan akses duluan ke setiap tools baru, untuk kreator yang butuh lebih dari paket gratis.',
      features: {
        'unlimited-trends': 'Laporan tren tanpa batas',
        'hashtag-analytics': 'Analitik performa hashtag',
        'competitor-insights': 'Insight kompetitor',
        'priority-support': 'Dukungan prioritas',
      },
    },
    'viral-products-reports': {
      title: 'Laporan Produk Viral',
      description:
        'Laporan mingguan tentang produk yang lagi naik daun di video pendek, lengkap dengan data engagement, kisaran harga, dan cara kreator menampilkannya.',
      features: {
        'weekly-product-list': 'Daftar produk teratas mingguan',
        'engagement-data': 'Data engagement per produk',
        'supplier-guides': 'Panduan tempat cari barang',
        'category-alerts': 'Notifikasi kategori',
      },
    },
    'book-an-influencer': {
      title: 'Sewa Influencer',
      description:
        'Marketplace tempat brand mencari kreator berdasarkan niche dan budget, dan kreator dapat tawaran yang adil dan transparan.',
      features: {
        'creator-profiles': 'Profil kreator terverifikasi',
        'transparent-pricing': 'Rate card yang transparan',
        'secure-payments': 'Pembayaran aman lewat rekening bersama',
        'campaign-briefs': 'Template brief kampanye',
      },
    },
    'advanced-tutorials': {
      title: 'Tutorial Lanjutan',
      description: 'Kelas mendalam tentang storytelling, analitik, dan membangun bisnis dari kontenmu.',
      features: {
        'video-courses': 'Kelas video langkah demi langkah',
        'analytics-deep-dives': 'Bedah analitik mendalam',
        storytelling: 'Masterclass storytelling',
        'live-qa': 'Sesi tanya jawab live',
      },
    },
    'creator-marketplace': {
      title: 'Marketplace Kreator',
      description: 'Jual beli template, preset, dan jasa dari sesama kreator, dengan biaya yang adil.',
      features: {
        'template-store': 'Toko template',
        'editing-services': 'Jasa editing',
        'collab-finder': 'Pencari partner kolaborasi',
        'creator-reviews': 'Ulasan kreator',
      },
    },
    'analytics-dashboard': {
      title: 'Dasbor Analitik',
      description:
        'Lihat apa yang berhasil di semua videomu: retensi, jam posting terbaik, dan pertumbuhan pengikut dalam satu tampilan yang jelas.',
      features: {
        'retention-graphs': 'Grafik retensi',
        'posting-times': 'Jam posting terbaik',
        'growth-forecast': 'Prediksi pertumbuhan pengikut',
        'export-reports': 'Laporan yang bisa diekspor',
      },
    },
    'free-content': {
      title: 'Tambahan Konten Gratis',
      description:
        'Lebih banyak panduan gratis: bedah algoritma, laporan tren mingguan, studi kasus kreator, dan template naskah.',
      features: {
        'weekly-trend-reports': 'Laporan tren mingguan',
        'case-studies': 'Studi kasus kreator',
        'script-templates': 'Template naskah video',
        'sound-library': 'Koleksi sound yang lagi tren',
      },
    },
    'tools-and-generators': {
      title: 'Tools & Generator',
      description: 'Tools gratis baru: generator caption, pengatur jam posting, dan generator ide konten.',
      features: {
        'caption-generator': 'Generator caption AI',
        'posting-time-optimizer': 'Pengatur jam posting terbaik',
        'idea-generator': 'Generator ide konten',
        'hashtag-tracker': 'Pelacak performa hashtag',
      },
    },
    'interactive-resources': {
      title: 'Materi Interaktif',
      description: 'Kuis dan perencana yang mengubah saran jadi rencana khusus buat kamu.',
      features: {
        'self-assessment': 'Kuis menilai diri sendiri',
        'growth-roadmap': 'Generator peta jalan pertumbuhan',
        'niche-finder': 'Tool pencari niche',
        'style-quiz': 'Kuis gaya konten',
      },
    },
    'templates-library': {
      title: 'Koleksi Template',
      description: 'Kalender konten, kerangka naskah, media kit, dan email penawaran ke brand yang siap pakai.',
      features: {
        'content-calendars': 'Kalender konten',
        'media-kits': 'Template media kit',
        'pitch-emails': 'Email penawaran ke brand',
        'thumbnail-packs': 'Paket gambar sampul',
      },
    },
    'best-time-to-post': {
      title: 'Jam Posting Terbaik',
      description: 'Temukan jam saat penontonmu sendiri paling aktif, bukan saran umum seperti "posting jam 7 malam".',
      features: {
        'audience-heatmap': 'Heatmap aktivitas penonton',
        'timezone-support': 'Dukungan zona waktu',
        'weekly-schedule': 'Saran jadwal mingguan',
        'post-reminders': 'Pengingat posting',
      },
    },
    'trend-alerts': {
      title: 'Notifikasi Tren',
      description: 'Dapat kabar soal sound, format, dan hashtag yang mulai naik di niche kamu selagi masih awal.',
      features: {
        'niche-alerts': 'Notifikasi untuk niche kamu',
        'sound-alerts': 'Notifikasi sound yang mulai naik',
        'email-digest': 'Ringkasan harian lewat email',
        'trend-lifespan': 'Perkiraan umur tren',
      },
    },
    'content-calendar': {
      title: 'Kalender Konten',
      description:
        'Rencanakan video sebulan penuh berdasarkan pilar kontenmu dan jaga ritme yang bisa kamu pertahankan.',
      features: {
        'drag-drop-planner': 'Perencana seret dan lepas',
        'pillar-tags': 'Label pilar konten',
        'calendar-export': 'Ekspor ke kalendermu',
        'batch-planning': 'Perencana syuting sekaligus (batch)',
      },
    },
    'safety-checker': {
      title: 'Cek Keamanan Akun',
      description:
        'Cek pengaturan dan kebiasaan akunmu terhadap pedoman komunitas sebelum ada masalah yang bikin jangkauanmu turun.',
      features: {
        'settings-audit': 'Audit pengaturan privasi',
        'guideline-check': 'Cek pedoman komunitas',
        'scam-warnings': 'Peringatan penipuan dan phishing',
        'recovery-guide': 'Panduan memulihkan akun',
      },
    },
  },
};
