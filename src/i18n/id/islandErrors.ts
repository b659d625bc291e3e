/** Layar error umum untuk bagian interaktif halaman, dalam bahasa Indonesia. */
import type { Dictionary } from '../dictionary';

export const islandErrors: Dictionary['islandErrors'] = {
  title: 'Terjadi Error Tak Terduga!',
  message: 'Bagian halaman ini berhenti berfungsi. Biasanya beres kalau halaman dimuat ulang.',
  reload: 'Muat ulang halaman',
};
