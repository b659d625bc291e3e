/** The /tutorials listing in Spanish. */
import type { Dictionary } from '../dictionary';

export const tutorialListing: Dictionary['tutorialListing'] = {
  title: 'Tutoriales para crecer en TikTok',
  numberedTitle: '{title} (página {page})',
  badge: 'Estrategias de crecimiento prácticas y éticas',
  subtitle: 'Guías y estrategias prácticas para que hagas crecer tu presencia en TikTok de forma ética y eficaz',
  island: {
    searchLabel: 'Buscar tutoriales',
    searchPlaceholder: 'Buscar tutoriales...',
    searchHint: 'Búsquedas populares: algoritmo, hashtags, interacción, sonidos en tendencia',
    featuredHeading: 'Tutoriales destacados',
    categoryGroupLabel: 'Filtrar por categoría',
    allCategories: 'Todos',
    listHeading: 'Todos los tutoriales',
    countLine: {
      one: '{count} tutorial disponible',
      many: '{count} de tutoriales disponibles',
      other: '{count} tutoriales disponibles',
    },
    noMatches: 'No encontramos tutoriales que coincidan con tu búsqueda.',
    clearFilters: 'Borrar filtros',
    filtering: 'Buscando tutoriales…',
    filterFailed: 'No pudimos buscar en los tutoriales ahora mismo. Revisa tu conexión y vuelve a intentarlo.',
    retry: 'Reintentar',
    showMore: 'Ver más tutoriales',
    pagerLabel: 'Páginas de tutoriales',
    previousPage: 'Anterior',
    nextPage: 'Siguiente',
    pageLabel: 'Página {page}',
    card: {
      featuredBadge: 'Destacado',
      readTime: '{minutes} min de lectura',
      readMore: 'Leer tutorial →',
    },
  },
};
