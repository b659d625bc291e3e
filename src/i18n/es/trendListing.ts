/** The /trends listing in Spanish. */
import type { Dictionary } from '../dictionary';

export const trendListing: Dictionary['trendListing'] = {
  title: 'Informes de tendencias de TikTok',
  badge: 'Informes de tendencias',
  subtitle:
    'Las tendencias de video corto que están creciendo ahora mismo, con los hashtags, el análisis y los ejemplos para aprovecharlas.',
  lastUpdated: 'Última actualización: {date}',
  hotHeading: 'Lo más popular ahora',
  newsletterTitle: 'Recibe las nuevas tendencias antes de que lleguen a su punto máximo',
  methodology: {
    heading: 'Cómo detectamos las tendencias',
    intro:
      'Investigamos cada informe a mano con datos públicos de TikTok y lo actualizamos a medida que las tendencias suben y se apagan.',
    steps: [
      {
        title: 'Seguimos el crecimiento de los hashtags',
        text: 'Cada informe parte de hashtags cuyas visualizaciones crecen rápido en un plazo de 7 a 30 días. La tasa de crecimiento de cada tendencia es el aumento en ese plazo.',
      },
      {
        title: 'Comprobamos que los creadores la adopten',
        text: 'Un solo video viral no es una tendencia. Buscamos el mismo formato en manos de muchos creadores, en varios nichos y con cuentas de distintos tamaños.',
      },
      {
        title: 'Solo nos quedamos con lo que puedes hacer con honestidad',
        text: 'Dejamos fuera los formatos que dependen de bots, cebos de interacción, ediciones engañosas o retos peligrosos, por muy rápido que crezcan.',
      },
    ],
  },
  island: {
    searchLabel: 'Buscar tendencias',
    searchPlaceholder: 'Busca tendencias o hashtags...',
    categoryGroupLabel: 'Filtrar por categoría',
    allCategories: 'Todas',
    resultsHeading: 'Todas las tendencias',
    matchCount: {
      one: '{count} tendencia coincide',
      many: '{count} de tendencias coinciden',
      other: '{count} tendencias coinciden',
    },
    noMatches: 'No encontramos tendencias que coincidan con tu búsqueda.',
    clearFilters: 'Borrar filtros',
    filtering: 'Buscando tendencias…',
    filterFailed: 'No pudimos buscar en las tendencias ahora mismo. Revisa tu conexión y vuelve a intentarlo.',
    retry: 'Reintentar',
    spottedBefore: 'Detectada el ',
    teaser: {
      badge: 'Próximamente',
      heading: {
        one: 'Desbloquea {count} informe de tendencias más',
        many: 'Desbloquea {count} de informes de tendencias más',
        other: 'Desbloquea {count} informes de tendencias más',
      },
      text: 'Los miembros Pro tendrán todos los informes de tendencias, con el análisis completo y los ejemplos.',
      listLabel: 'Informes de tendencias bloqueados',
      more: { one: '+ {count} tendencia más', many: '+ {count} de tendencias más', other: '+ {count} tendencias más' },
      upgrade: 'Pásate a Pro',
    },
  },
};
