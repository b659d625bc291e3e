/** Permintaan izin cookie analitik dalam bahasa Indonesia. */
import type { Dictionary } from '../dictionary';

export const consent: Dictionary['consent'] = {
  ask: {
    title: 'Cookie analitik',
    text: 'Kami menghitung kunjungan halaman (alamat dan judul) dengan Google Analytics untuk melihat panduan mana yang membantu kreator, tidak pernah untuk iklan. Boleh kami pasang cookie untuk membedakan kunjungan ulang?',
  },
  gpc: {
    title: 'Global Privacy Control aktif',
    text: 'Browser kamu meminta situs untuk tidak melacakmu, jadi Google Analytics tidak memasang cookie di sini; kunjungan halaman (alamat dan judul) tetap dihitung tanpa cookie.',
  },
  current: {
    granted: 'Kamu mengizinkan cookie analitik.',
    denied: 'Kamu menolak cookie analitik.',
  },
  accept: 'Terima',
  decline: 'Tolak',
  dismiss: 'Oke',
  privacyLink: 'Kebijakan privasi',
  saved: {
    granted: 'Cookie analitik diizinkan.',
    denied: 'Cookie analitik ditolak.',
  },
};
