/** Blok pendaftaran newsletter dan toast tombol Langganan, dalam bahasa Indonesia. */
import type { Dictionary } from '../dictionary';

export const newsletter: Dictionary['newsletter'] = {
  title: 'Ikuti Terus Strategi TikTok Terbaru',
  description: 'Dapatkan tutorial, laporan tren, dan taktik pertumbuhan tiap minggu langsung ke inbox kamu.',
  emailLabel: 'Alamat email',
  emailPlaceholder: 'kamu@contoh.com',
  subscribe: 'Langganan',
  note: 'Pendaftaran segera dibuka. Tanpa spam, selamanya.',
  comingSoonToast: { title: 'Segera Hadir', description: 'Pendaftaran newsletter akan segera tersedia.' },
};
