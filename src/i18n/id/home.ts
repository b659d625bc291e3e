/** Beranda dalam bahasa Indonesia. */
import type { Dictionary } from '../dictionary';

export const home: Dictionary['home'] = {
  title: 'Kembangkan TikTok-mu dengan cara yang jujur',
  hero: {
    badge: 'Tumbuh gratis dan etis untuk kreator',
    title: 'Kembangkan TikTok-mu dengan cara yang {highlight}',
    highlight: 'jujur',
    lead: 'Tools gratis, tutorial, dan laporan tren untuk kreator yang mau penonton sungguhan: tanpa bot, tanpa beli pengikut, tanpa penipuan.',
    exploreTools: 'Jelajahi Tools',
    calculateEarnings: 'Hitung Penghasilan',
    promises: ['100% gratis', 'Tanpa perlu akun', 'Tanpa bot, selamanya'],
    previewLabel: {
      other:
        'Pratinjau: perkiraan penghasilan {min} sampai {max} sebulan untuk kreator dengan {count} pengikut, dan format {trend} yang lagi tren',
    },
    monthlyEstimate: 'Perkiraan bulanan',
    followers: { other: '{count} pengikut' },
    exampleCreator: { other: '{followers} · engagement {engagement} · {count} posting sebulan' },
    sources: { brandDeals: 'Kerja sama brand', affiliate: 'Afiliasi', creatorFund: 'Dana Kreator' },
  },
  rebrand: {
    title: 'Kami membangun ulang situs ini jadi sumber belajar yang sah',
    text: 'Alamat sama, misi baru. Semua yang ada di sini sekarang mengikuti pedoman komunitas platform: strategi nyata, angka yang jujur, dan tidak ada yang membahayakan akunmu.',
    cta: 'Baca cerita kami',
  },
  features: {
    eyebrow: 'Semua di satu tempat',
    title: 'Tools dan ilmu untuk tumbuh dengan cara yang benar',
    lead: 'Pelajari cara kerja platform, rencanakan video yang lebih bagus, dan pahami nilai penontonmu, semuanya gratis.',
    cards: {
      tools: {
        title: 'Tools Gratis untuk Kreator',
        description: 'Kalkulator dan generator yang dibuat untuk kreator video pendek, gratis dan tanpa daftar.',
        cta: 'Lihat tools',
      },
      tutorials: {
        title: 'Tutorial Mengembangkan Akun',
        description: 'Panduan langkah demi langkah soal pertumbuhan akun, monetisasi, pembuatan konten, dan keamanan.',
        cta: 'Mulai belajar',
      },
      trends: {
        title: 'Laporan Tren',
        description: 'Format dan sound yang lagi naik sekarang, plus tips supaya jadi gaya kamu sendiri.',
        cta: 'Lihat tren',
      },
      calculator: {
        title: 'Kalkulator Penghasilan',
        description: 'Perkirakan penghasilan dari Dana Kreator, kerja sama brand, dan afiliasi pakai angkamu sendiri.',
        cta: 'Hitung penghasilan',
      },
      algorithm: {
        title: 'Seputar Algoritma',
        description: 'Cara FYP memilih video, dijelaskan tanpa mitos atau tebak-tebakan.',
        cta: 'Pahami algoritmanya',
      },
      safety: {
        title: 'Keamanan Akun',
        description: 'Lindungi akunmu dari penipuan, banned, dan jalan pintas yang bikin jangkauan turun.',
        cta: 'Tetap aman',
      },
    },
  },
  liveTools: {
    eyebrow: 'Sudah bisa dipakai',
    title: 'Tools gratis yang bisa kamu pakai hari ini',
    lead: 'Tanpa akun, tanpa unduh, tanpa jebakan. Semuanya jalan langsung di browser kamu.',
    tools: {
      'earnings-calculator': {
        title: 'Kalkulator Penghasilan',
        description:
          'Perkirakan berapa yang bisa dihasilkan akunmu dari Dana Kreator, kerja sama brand, dan link afiliasi.',
        button: 'Hitung Penghasilan',
      },
      'hashtag-generator': {
        title: 'Generator Hashtag',
        description:
          'Dapatkan campuran hashtag tren, niche, dan topik yang seimbang untuk video berikutnya dalam hitungan detik.',
        button: 'Buat Hashtag',
      },
    },
    inDevelopment: 'Sedang dikembangkan',
    upcoming: {
      'caption-generator': {
        name: 'Generator Caption',
        description: 'Bikin draf caption yang sesuai gaya kamu dan videomu.',
      },
      'posting-time-optimizer': {
        name: 'Pengatur Jam Posting',
        description: 'Cari tahu kapan penontonmu sendiri paling aktif.',
      },
      'content-idea-generator': {
        name: 'Generator Ide Konten',
        description: 'Ubah satu topik jadi ide video untuk seminggu.',
      },
      'hashtag-performance-tracker': {
        name: 'Pelacak Performa Hashtag',
        description: 'Lihat hashtag mana yang mendatangkan penonton sungguhan.',
      },
      'content-style-quiz': { name: 'Kuis Gaya Konten', description: 'Temukan format yang paling cocok buat kamu.' },
      'growth-roadmap-generator': {
        name: 'Generator Peta Jalan Pertumbuhan',
        description: 'Rencana langkah demi langkah untuk 90 hari ke depan.',
      },
    },
    release: {
      quarterDate: '{quarter} {year}',
      quarters: ['Kuartal I', 'Kuartal II', 'Kuartal III', 'Kuartal IV'],
      monthStyle: 'long',
    },
  },
  learn: {
    eyebrow: 'Belajar',
    title: 'Yang akan kamu pelajari di sini',
    lead: 'Pelajaran praktis dari cara kerja platform yang sebenarnya, bukan dari trik instan yang bulan depan sudah tidak mempan.',
    sections: {
      algorithm: {
        title: 'Seputar Algoritma',
        description: 'Cara FYP menentukan video yang ditampilkan, dijelaskan tanpa mitos.',
        items: [
          'Cara halaman For You mengurutkan video',
          'Waktu tonton dan persentase ditonton sampai habis',
          'Kenapa satu jam pertama penting',
          'Sinyal yang menurunkan jangkauan',
        ],
      },
      planning: {
        title: 'Perencanaan & Strategi Konten',
        description: 'Rencanakan ritme posting yang sanggup kamu jaga dan konten yang ditunggu penontonmu.',
        items: [
          'Menemukan niche kamu',
          'Menyusun pilar konten',
          'Syuting sekaligus dan menjadwalkan posting',
          'Hook yang bikin orang terus nonton',
        ],
      },
      caseStudies: {
        title: 'Studi Kasus Kreator',
        description: 'Seperti apa pertumbuhan nyata, bulan demi bulan, dari kreator yang melakukannya dengan jujur.',
        items: [
          'Dari 0 ke 10 ribu di niche hobi',
          'Mengubah satu seri jadi komunitas',
          'Dapat kerja sama brand pertama',
          'Bangkit saat jangkauan anjlok',
        ],
      },
      resources: {
        title: 'Materi & Tools Gratis',
        description: 'Kalkulator, generator, dan template yang tidak bayar sepeser pun dan tidak minta akun.',
        items: [
          'Kalkulator penghasilan',
          'Generator hashtag',
          'Template kalender konten',
          'Checklist penawaran ke brand',
        ],
      },
    },
    allTutorials: 'Lihat semua tutorial',
  },
  viralProducts: {
    eyebrow: 'Segera hadir · Laporan Produk Viral',
    title: 'Temukan produk viral sebelum puncaknya',
    lead: 'Pilihan mingguan produk yang lagi naik daun di video pendek, lengkap dengan kisaran harga dan data engagement. Ini contohnya.',
    reports: 'Lihat Laporan Produk Viral',
    upgrade: 'Upgrade ke Pro',
  },
  influencers: {
    eyebrow: 'Segera hadir · Sewa Influencer',
    title: 'Marketplace yang adil untuk kreator dan brand',
    lead: 'Brand akan mencari kreator berdasarkan niche dan budget, dan kreator akan dapat tawaran yang transparan. Pemesanan segera dibuka; profil-profil ini hanya contoh.',
    vote: 'Vote fitur marketplace yang paling kamu mau duluan',
  },
  integrity: {
    eyebrow: 'Janji integritas kami',
    title: 'Tumbuh beneran butuh waktu. Kami tidak akan pura-pura sebaliknya.',
    lead: 'Jalan pintas seperti beli pengikut dan grup saling interaksi (engagement pod) bikin akun dibatasi atau di-banned. Kami mengajarkan cara yang lebih lambat tapi benar-benar bertahan.',
    promises: {
      noFakeEngagement: {
        title: 'Tanpa interaksi palsu',
        text: 'Kami tidak pernah menjual pengikut, like, atau tayangan, dan tidak pernah mengarahkanmu ke pihak yang menjualnya.',
      },
      guidelinesFirst: {
        title: 'Pedoman nomor satu',
        text: 'Setiap strategi yang kami ajarkan berjalan sesuai pedoman komunitas dan ketentuan platform.',
      },
      honestNumbers: {
        title: 'Angka yang jujur',
        text: 'Perkiraan ditandai sebagai perkiraan, lengkap dengan rumus di baliknya yang bisa dilihat siapa saja.',
      },
      privateByDefault: {
        title: 'Privat sejak awal',
        text: 'Tanpa akun, tanpa melacak siapa kamu. Tren yang kamu simpan dan vote-mu tetap ada di browser kamu.',
      },
    },
  },
  newsletter: {
    title: { other: 'Gabung bersama {count}+ kreator yang tumbuh dengan cara jujur' },
    description: 'Dapatkan tutorial, laporan tren, dan taktik pertumbuhan tiap minggu langsung ke inbox kamu.',
  },
  closing: {
    title: 'Siap menumbuhkan penontonmu dengan cara yang benar?',
    lead: 'Lihat berapa yang bisa dihasilkan kontenmu, lalu pelajari strategi untuk sampai ke sana.',
    calculate: 'Hitung Penghasilanmu',
    tutorials: 'Lihat Tutorial',
  },
};
