/** Halaman Tentang Kami dalam bahasa Indonesia. */
import type { Dictionary } from '../dictionary';

export const about: Dictionary['about'] = {
  title: 'Tentang Kami',
  description: 'Kenapa kami membangun ulang situs ini jadi sumber belajar gratis dan sah untuk kreator TikTok.',
  badge: 'Cerita kami',
  storyTitle: 'Dari jalan pintas ke pertumbuhan nyata',
  story: [
    'Situs ini awalnya ada di sudut internet yang penuh sesak dengan janji akun melejit dalam semalam. Kami lihat sendiri akibat janji-janji itu: kreator yang membayar untuk pengikut malah kehilangan jangkauan, interaksi, bahkan kadang akunnya.',
    'Jadi kami mulai dari nol. Sekarang {siteName} adalah sumber belajar gratis dan sah: tutorial tentang cara kerja FYP yang sebenarnya, laporan tren yang bisa langsung kamu pakai minggu ini, dan tools untuk membantu kamu merencanakan konten dan menentukan harganya, semua tanpa perlu bikin akun.',
    'Kami independen dan tidak berafiliasi dengan TikTok maupun ByteDance. Penghasilan kami nanti akan datang dari paket berbayar yang opsional, tidak pernah dari menjual interaksi atau data kamu.',
  ],
  valuesTitle: 'Nilai-nilai kami',
  values: {
    integrity: {
      title: 'Integritas',
      text: 'Kami cuma membagikan cara yang sesuai aturan platform. Tanpa beli pengikut, tanpa bot, tanpa grup saling interaksi (engagement pod).',
    },
    authenticity: {
      title: 'Keaslian',
      text: 'Penonton mengikuti orang, bukan trik. Kami bantu kamu menemukan gaya dan niche yang benar-benar milikmu.',
    },
    community: {
      title: 'Komunitas',
      text: 'Kreator tumbuh lebih cepat kalau bareng-bareng. Rencana pengembangan kami dibentuk dari fitur yang kamu vote.',
    },
    education: {
      title: 'Edukasi',
      text: 'Kami jelaskan kenapa sebuah strategi berhasil, supaya kamu bisa menyesuaikannya saat platform berubah.',
    },
  },
  teamTitle: 'Tim kami',
  teamLead:
    'Tim kecil yang bekerja jarak jauh, berisi kreator, developer, dan peninjau yang peduli untuk melakukan semua ini dengan benar.',
  team: {
    educators: {
      role: 'Kreator pengajar',
      text: 'Kreator aktif yang menulis setiap tutorial dan mengujinya di akun mereka sendiri sebelum diterbitkan.',
    },
    tools: {
      role: 'Data dan tools',
      text: 'Developer yang mengubah riset publik dan pengalaman kreator jadi kalkulator dan generator yang bisa dipakai siapa saja.',
    },
    safety: {
      role: 'Kepercayaan dan keamanan',
      text: 'Peninjau yang memastikan setiap panduan mematuhi pedoman komunitas dan menjaga akunmu tetap aman.',
    },
  },
  contactTitle: 'Punya ide atau pertanyaan?',
  contactLead: 'Kami senang sekali mendengar apa yang bisa membantu kamu tumbuh.',
  contactCta: 'Hubungi Kami',
};
