/**
 * Chip "Pencarian Terkait" dalam bahasa Indonesia, grup demi grup seperti versi bahasa Inggris: keyword
 * adalah awal kata Indonesia yang diketik pengunjung, terms adalah pencarian Indonesia yang menemukan
 * halaman berbahasa Indonesia (kategori tutorial, halaman tools dan panduan yang diterjemahkan).
 */
import type { Dictionary } from '../dictionary';
import { layout } from './layout';

export const searchTerms: Dictionary['searchTerms'] = {
  byKeyword: [
    { keyword: 'pertumbuhan', terms: ['algoritma', 'hashtag', 'fyp', 'engagement rate'] },
    { keyword: 'tumbuh', terms: ['pertumbuhan', 'algoritma', 'hashtag', 'fyp'] },
    { keyword: 'pengikut', terms: ['pertumbuhan', 'algoritma', 'engagement rate', 'hashtag'] },
    { keyword: 'algoritma', terms: ['pertumbuhan', 'fyp', 'hashtag', 'viral'] },
    { keyword: 'viral', terms: ['tren', 'algoritma', 'fyp', 'duet'] },
    { keyword: 'tren', terms: ['viral', 'duet', 'outfit', 'hashtag'] },
    { keyword: 'monetisasi', terms: ['dana kreator', 'kerja sama brand', 'kalkulator penghasilan', 'afiliasi'] },
    { keyword: 'uang', terms: ['monetisasi', 'dana kreator', 'kerja sama brand', 'kalkulator penghasilan'] },
    { keyword: 'penghasilan', terms: ['monetisasi', 'dana kreator', 'kerja sama brand', 'kalkulator penghasilan'] },
    { keyword: 'brand', terms: ['monetisasi', 'kerja sama brand', 'dana kreator', 'pertumbuhan'] },
    { keyword: 'kreator', terms: ['monetisasi', 'kerja sama brand', 'pertumbuhan', 'dana kreator'] },
    { keyword: 'dana', terms: ['dana kreator', 'monetisasi', 'kerja sama brand', 'kalkulator penghasilan'] },
    { keyword: 'fyp', terms: ['algoritma', 'pertumbuhan', 'hashtag', 'viral'] },
    { keyword: 'edit', terms: ['tren', 'viral', 'duet', 'outfit'] },
    { keyword: 'video', terms: ['tren', 'viral', 'algoritma', 'duet'] },
    { keyword: 'hashtag', terms: ['generator hashtag', 'algoritma', 'pertumbuhan', 'tren'] },
    { keyword: 'konten', terms: ['tren', 'viral', 'hashtag', 'algoritma'] },
    { keyword: 'ide', terms: ['tren', 'duet', 'outfit', 'viral'] },
    { keyword: 'engagement', terms: ['pertumbuhan', 'algoritma', 'monetisasi', 'hashtag'] },
    { keyword: 'keamanan', terms: ['algoritma', 'pertumbuhan', 'kerja sama brand', 'engagement rate'] },
    { keyword: 'tools', terms: ['generator hashtag', 'kalkulator penghasilan', 'hashtag', 'monetisasi'] },
    { keyword: 'kalkulator', terms: ['kalkulator penghasilan', 'monetisasi', 'dana kreator', 'kerja sama brand'] },
    { keyword: 'generator', terms: ['generator hashtag', 'hashtag', 'pertumbuhan', 'tren'] },
  ],
  fallback: layout.footer.searchTerms,
};
