/** Halaman Kontak dalam bahasa Indonesia. */
import type { Dictionary } from '../dictionary';

export const contact: Dictionary['contact'] = {
  title: 'Hubungi Kami',
  description: 'Pertanyaan, masukan, atau ide kerja sama: hubungi tim kami.',
  formTitle: 'Kirim pesan ke kami',
  form: {
    name: 'Nama',
    email: 'Email',
    subject: 'Subjek',
    message: 'Pesan',
    allRequired: 'Semua kolom wajib diisi.',
    send: 'Kirim Pesan',
  },
  sentToast: { title: 'Pesan terkirim!', description: 'Makasih sudah menghubungi kami. Kami akan segera membalas.' },
  helpTitle: 'Cari jawaban cepat?',
  helpLead: 'Banyak pertanyaan sudah dijawab di panduan kami dan di FAQ di bawah.',
  helpLinks: {
    tutorials: 'Lihat tutorial',
    tools: 'Coba tools gratis',
    pricing: 'Lihat paket dan harga',
  },
  faq: [
    {
      question: 'Apa tools kalian benar-benar gratis?',
      answer:
        'Ya. Kalkulator penghasilan, generator hashtag, dan semua tutorial bisa dipakai gratis, tanpa akun dan tanpa daftar.',
    },
    {
      question: 'Bisa bantu menaikkan akunku atau jual pengikut?',
      answer:
        'Tidak. Kami tidak pernah menjual pengikut, like, atau tayangan, dan kami tidak menjalankan jasa menaikkan akun. Kami mengajarkan strategi yang bisa kamu jalankan sendiri, sesuai pedoman platform.',
    },
    {
      question: 'Apa kalian berafiliasi dengan TikTok?',
      answer:
        'Tidak. Kami sumber belajar independen untuk kreator dan tidak berafiliasi dengan, didukung, atau disponsori oleh TikTok maupun ByteDance.',
    },
    {
      question: 'Boleh aku usul tutorial atau tool?',
      answer:
        'Boleh banget. Ceritakan apa yang ingin kamu pelajari atau apa yang bisa menghemat waktumu, dan vote fitur yang akan datang di halaman segera hadir kami.',
    },
  ],
  faqTitle: 'Pertanyaan yang sering diajukan',
};
