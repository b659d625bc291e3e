/** Ketentuan Layanan dan Kebijakan Privasi dalam bahasa Indonesia (markup sama seperti slice bahasa Inggris). */
import type { Dictionary } from '../dictionary';

export const legal: Dictionary['legal'] = {
  lastUpdated: 'Terakhir diperbarui: {date}',
  terms: {
    title: 'Ketentuan Layanan',
    description: 'Ketentuan penggunaan situs statis gratis untuk kreator TikTok ini.',
    sections: [
      {
        heading: '1. Tentang ketentuan ini',
        blocks: [
          'Ketentuan ini berlaku saat kamu menggunakan {siteName} ("situs"). Dengan menggunakan situs, kamu menyetujuinya. Kalau kamu tidak setuju, mohon jangan gunakan situs ini.',
        ],
      },
      {
        heading: '2. Apa itu situs ini',
        blocks: [
          'Situs ini adalah sumber belajar gratis untuk kreator video pendek: tutorial, laporan tren, kalkulator penghasilan, generator hashtag, dan halaman tentang fitur yang kami rencanakan. Situs ini proyek independen dan tidak berafiliasi dengan, didukung, atau disponsori oleh TikTok maupun ByteDance. Nama platform hanya dipakai untuk menjelaskan topik konten kami.',
        ],
      },
      {
        heading: '3. Tanpa akun',
        blocks: [
          'Kamu tidak perlu akun untuk memakai situs ini, dan kami memang tidak menyediakannya. Fitur yang mengingat pilihanmu, seperti tren yang kamu tandai dan vote fitur, hanya menyimpannya di browser kamu sendiri, seperti dijelaskan di [Kebijakan Privasi](privacy) kami.',
        ],
      },
      {
        heading: '4. Informasi, bukan nasihat profesional',
        blocks: [
          'Tutorial dan laporan tren kami mencerminkan riset dan pengalaman kami saat ditulis. Platform sering mengubah aturan dan algoritmanya, jadi kami tidak bisa menjanjikan strategi apa pun akan memberi hasil tertentu.',
          'Kalkulator penghasilan memberi perkiraan kasar berdasarkan rumus sederhana yang dipublikasikan. Penghasilan sebenarnya bergantung pada banyak faktor yang tidak bisa kami lihat dan bisa jauh lebih rendah atau lebih tinggi. Tidak ada isi situs ini yang merupakan nasihat keuangan, hukum, atau pajak.',
        ],
      },
      {
        heading: '5. Penggunaan yang wajar',
        blocks: [
          'Saat memakai situs ini, kamu setuju untuk tidak:',
          [
            'mencoba mengganggu, membebani, atau mendapatkan akses tanpa izin ke situs atau sistem yang menjalankannya;',
            'menyalin sebagian besar konten situs untuk diterbitkan ulang sebagai milikmu;',
            'memakai situs atau kontennya untuk menyesatkan orang lain, atau untuk melanggar aturan platform mana pun atau hukum apa pun.',
          ],
        ],
      },
      {
        heading: '6. Konten kami',
        blocks: [
          'Teks, grafik, dan tools di situs ini milik kami atau pemberi lisensinya. Kamu boleh membaca, membagikan link, dan mengutip sebagian kecil konten kami dengan mencantumkan link ke sumbernya. Hashtag dan teks yang dibuat tools kami untukmu bebas kamu pakai.',
        ],
      },
      {
        heading: '7. Link dan konten pihak ketiga',
        blocks: [
          'Situs ini berisi link ke situs lain dan menampilkan gambar yang dihosting pihak ketiga. Kami tidak bertanggung jawab atas konten, ketersediaan, atau praktik privasi mereka.',
        ],
      },
      {
        heading: '8. Fitur mendatang dan paket berbayar',
        blocks: [
          'Halaman bertanda "Segera Hadir" menjelaskan fitur yang kami rencanakan; tanggal rilisnya perkiraan dan bisa berubah. Vote fitur membantu kami memutuskan apa yang dibuat duluan, tapi tidak menimbulkan kewajiban apa pun. Paket berbayar belum dijual; kalau nanti kami luncurkan, harga dan ketentuannya akan ditampilkan sebelum kamu bisa membeli.',
        ],
      },
      {
        heading: '9. Tanpa jaminan',
        blocks: [
          'Situs ini disediakan "sebagaimana adanya" dan "sebagaimana tersedia", tanpa jaminan apa pun, sejauh yang diizinkan hukum. Kami tidak menjamin situs ini akan selalu tersedia atau bebas dari kesalahan.',
        ],
      },
      {
        heading: '10. Batasan tanggung jawab',
        blocks: [
          'Sejauh yang diizinkan hukum, kami tidak bertanggung jawab atas kerugian tidak langsung atau kerugian lanjutan, atau atas hilangnya penghasilan, pengikut, atau data, yang timbul dari penggunaan situs ini atau karena mengandalkan kontennya.',
        ],
      },
      {
        heading: '11. Perubahan ketentuan ini',
        blocks: [
          'Kami bisa memperbarui ketentuan ini seiring perubahan situs. Tanggal di bagian atas halaman ini menunjukkan kapan terakhir diperbarui. Kalau kamu tetap memakai situs setelah ada perubahan, berarti kamu menerima ketentuan yang baru.',
        ],
      },
      {
        heading: '12. Kontak',
        blocks: ['Ada pertanyaan soal ketentuan ini? Hubungi kami lewat [halaman kontak](contact).'],
      },
    ],
  },
  privacy: {
    title: 'Kebijakan Privasi',
    description:
      'Apa yang disimpan situs ini di browser kamu, analitik apa yang dipakai, dan apa yang tidak pernah dikumpulkan.',
    shortVersion: {
      heading: '1. Versi singkatnya',
      text: '{siteName} adalah situs statis tanpa akun. Kami tidak meminta nama, alamat email, atau data pembayaranmu untuk memakai fitur apa pun. Beberapa pilihanmu diingat di browser kamu sendiri, dan kami menghitung kunjungan halaman untuk tahu halaman mana yang berguna.',
    },
    storage: {
      heading: '2. Apa yang kami simpan di browser kamu',
      intro:
        'Beberapa fitur menyimpan sedikit informasi di penyimpanan lokal (local storage) browser, di perangkatmu. Informasi ini tidak pernah dikirim ke kami. Situs ini menyimpan:',
      viewedTrends:
        '**viewedTrends**: berapa kali kamu membuka tiap laporan tren, untuk menampilkan "Kamu sudah melihat tren ini N kali".',
      bookmarkedTrends: '**bookmarkedTrends**: daftar laporan tren yang kamu tandai.',
      votes:
        '**Vote fitur** (entri bernama `vote_` diikuti topik dan fiturnya): penanda untuk tiap fitur mendatang yang kamu vote, supaya kamu tidak bisa vote fitur yang sama dua kali.',
      consent: '**{key}**: jawabanmu soal cookie analitik (lihat di bawah), supaya kamu cukup ditanya sekali.',
      outro:
        'Kamu bisa menghapus semuanya kapan saja dengan menghapus data situs ini di pengaturan browser. Kalau browser kamu memblokir penyimpanan, situs tetap berfungsi; hanya saja pilihan-pilihan ini terlupa saat kamu pergi.',
    },
    analytics: {
      heading: '3. Analitik',
      intro:
        'Untuk memahami halaman mana yang membantu kreator, situs ini mencatat satu kunjungan halaman setiap kali kamu membuka halaman atau mengubah pencarian. Kunjungan halaman berisi alamat halaman, termasuk teks pencarian di dalamnya (misalnya `/search?q=hashtags`), dan judul halaman.',
      none: 'Salinan situs ini tidak mengirim kunjungan halaman ke mana pun: tidak ada layanan analitik yang dipasang, jadi tidak ada skrip analitik yang dimuat dan tidak ada cookie analitik yang dipasang.',
      google:
        'Kunjungan halaman diukur dengan Google Analytics, yang menerimanya bersama informasi teknis yang diterima situs mana pun, seperti alamat IP dan jenis browser kamu. Kami hanya memakai statistik ini secara gabungan dan tidak pernah untuk mengenali siapa kamu. Tidak ada yang dipakai untuk iklan: sinyal iklan Google selalu dimatikan.',
      cookiesHeading: 'Cookie dan pilihanmu',
      consentAsk:
        'Saat pertama kali berkunjung, pemberitahuan di bagian bawah layar menanyakan apakah Google Analytics boleh memasang cookie (bernama `_ga`) untuk membedakan kunjungan ulang. Sebelum kamu menerima, dan kalau kamu menolak, kunjungan halaman tetap dihitung tapi tanpa cookie. Jawabanmu disimpan di penyimpanan lokal browser sebagai **{key}**. Kamu bisa mengubahnya kapan saja lewat **{cookieSettings}** di bagian bawah setiap halaman; kalau menolak, cookie analitik yang sudah terpasang juga dihapus.',
      consentGranted:
        'Google Analytics memasang cookie (bernama `_ga`) untuk membedakan kunjungan ulang. Untuk menolaknya, aktifkan Global Privacy Control di browser kamu, blokir cookie untuk situs ini, atau hapus cookie di pengaturan browser.',
      consentDenied:
        'Google Analytics diminta untuk tidak pernah memasang cookie di sini: kunjungan halaman dihitung tanpa cookie.',
      globalPrivacyControl:
        'Kalau browser kamu mengirim sinyal Global Privacy Control, kami menghormatinya: Google Analytics tidak memasang cookie, apa pun pilihan sebelumnya, dan kunjungan halaman dihitung tanpa cookie.',
    },
    sections: [
      {
        heading: '4. Formulir',
        blocks: [
          'Formulir kontak dan pendaftaran newsletter belum terhubung ke server mana pun: apa yang kamu ketik di sana tidak dikirim, disimpan, atau dibagikan. Kalau nanti kami menghubungkannya, kebijakan ini akan kami perbarui lebih dulu.',
        ],
      },
      {
        heading: '5. Pencarian',
        blocks: [
          'Pencarian di situs ini berjalan sepenuhnya di browser kamu. Teks pencarianmu tidak dikirim ke kami, kecuali sebagai bagian dari alamat halaman yang dicatat analitik, seperti dijelaskan di atas.',
        ],
      },
      {
        heading: '6. Gambar dan link dari situs lain',
        blocks: [
          'Beberapa gambar dimuat dari layanan hosting gambar pihak ketiga. Seperti permintaan web lainnya, layanan itu menerima alamat IP dan informasi browser kamu. Link ke situs lain tunduk pada kebijakan privasi situs tersebut.',
        ],
      },
      {
        heading: '7. Anak-anak',
        blocks: [
          'Situs ini tidak ditujukan untuk anak di bawah 13 tahun, dan kami tidak dengan sengaja mengumpulkan informasi tentang mereka.',
        ],
      },
      {
        heading: '8. Perubahan kebijakan ini',
        blocks: [
          'Kalau data yang kami kumpulkan berubah, kami akan memperbarui halaman ini sebelum perubahan itu berlaku. Tanggal di bagian atas halaman ini menunjukkan kapan terakhir diperbarui.',
        ],
      },
      {
        heading: '9. Kontak',
        blocks: ['Ada pertanyaan soal privasimu? Hubungi kami lewat [halaman kontak](contact).'],
      },
    ],
  },
};
