/**
 * The Spanish "Related Searches" chips, group for group with the English ones: keywords are the start of
 * the Spanish words a visitor types (accents optional), terms are Spanish searches that find Spanish pages.
 */
import type { Dictionary } from '../dictionary';
import { layout } from './layout';

export const searchTerms: Dictionary['searchTerms'] = {
  byKeyword: [
    { keyword: 'crecimiento', terms: ['algoritmo', 'hashtags', 'estadísticas', 'ideas'] },
    { keyword: 'crec', terms: ['crecimiento', 'algoritmo', 'hashtags', 'estadísticas'] },
    { keyword: 'seguidor', terms: ['crecimiento', 'algoritmo', 'estadísticas', 'hashtags'] },
    { keyword: 'algoritmo', terms: ['crecimiento', 'hashtags', 'viral', 'estadísticas'] },
    { keyword: 'viral', terms: ['tendencias', 'algoritmo', 'edición', 'ideas'] },
    { keyword: 'tendencia', terms: ['viral', 'ideas', 'hashtags', 'edición'] },
    {
      keyword: 'monetiz',
      terms: ['Fondo para Creadores', 'colaboraciones con marcas', 'calculadora de ganancias', 'estadísticas'],
    },
    {
      keyword: 'dinero',
      terms: ['monetización', 'Fondo para Creadores', 'colaboraciones con marcas', 'calculadora de ganancias'],
    },
    {
      keyword: 'gana',
      terms: ['monetización', 'Fondo para Creadores', 'colaboraciones con marcas', 'calculadora de ganancias'],
    },
    { keyword: 'marca', terms: ['monetización', 'Fondo para Creadores', 'estadísticas', 'crecimiento'] },
    { keyword: 'creador', terms: ['monetización', 'colaboraciones con marcas', 'crecimiento', 'estadísticas'] },
    { keyword: 'fondo', terms: ['Fondo para Creadores', 'monetización', 'colaboraciones con marcas', 'estadísticas'] },
    { keyword: 'edicion', terms: ['ideas', 'viral', 'tendencias', 'algoritmo'] },
    { keyword: 'edit', terms: ['edición', 'ideas', 'viral', 'tendencias'] },
    { keyword: 'video', terms: ['edición', 'ideas', 'viral', 'algoritmo'] },
    { keyword: 'hashtag', terms: ['generador de hashtags', 'algoritmo', 'crecimiento', 'tendencias'] },
    { keyword: 'contenido', terms: ['ideas', 'edición', 'tendencias', 'viral'] },
    { keyword: 'idea', terms: ['tendencias', 'edición', 'viral', 'crecimiento'] },
    { keyword: 'estadistica', terms: ['crecimiento', 'algoritmo', 'monetización', 'hashtags'] },
    { keyword: 'seguridad', terms: ['algoritmo', 'crecimiento', 'colaboraciones con marcas', 'estadísticas'] },
    {
      keyword: 'herramienta',
      terms: ['generador de hashtags', 'calculadora de ganancias', 'hashtags', 'monetización'],
    },
    {
      keyword: 'calculadora',
      terms: ['calculadora de ganancias', 'monetización', 'Fondo para Creadores', 'colaboraciones con marcas'],
    },
    { keyword: 'generador', terms: ['generador de hashtags', 'hashtags', 'crecimiento', 'tendencias'] },
  ],
  fallback: layout.footer.searchTerms,
};
