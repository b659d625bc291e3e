/** Area notifikasi dalam bahasa Indonesia. */
import type { Dictionary } from '../dictionary';

export const toaster: Dictionary['toaster'] = {
  label: 'Notifikasi',
  close: 'Tutup notifikasi',
};
