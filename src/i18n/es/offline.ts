/** The offline page in Spanish. */
import type { Dictionary } from '../dictionary';

export const offline: Dictionary['offline'] = {
  title: 'Estás sin conexión',
  description: 'Esta página no está disponible sin conexión. Las páginas que ya abriste sí lo están.',
  badge: 'Sin conexión',
  intro:
    'Esta página todavía no se guardó en este dispositivo y ahora mismo no hay conexión. Las herramientas y las páginas que ya leíste funcionan sin ella.',
  pagesLabel: 'Páginas disponibles sin conexión',
  toolsHeading: 'Siempre disponibles sin conexión',
  alwaysAvailable: {
    home: 'Inicio',
    calculator: 'Calculadora de ganancias',
    hashtagGenerator: 'Generador de hashtags',
  },
  savedHeading: 'Tutoriales y tendencias que puedes leer sin conexión',
  savedEmpty:
    'Todavía no hay tutoriales ni tendencias guardados. Las páginas que abras con conexión se guardan para después.',
  retry: 'Reintentar',
  tutorialKind: 'Tutorial',
  trendKind: 'Tendencia',
};
