/** La página de una tendencia en español. */
import type { Dictionary } from '../dictionary';

export const trend: Dictionary['trend'] = {
  breadcrumb: { home: 'Inicio', trends: 'Tendencias' },
  shareCardLabel: 'Tendencia · {category}',
  hashtagsLabel: 'Hashtags',
  growthRate: { one: '{rate} en {count} día', many: '{rate} en {count} de días', other: '{rate} en {count} días' },
  coverAlt: '{title}: una escena típica de la tendencia',
  spotted: 'Detectada: {date}',
  insightsHeading: 'Claves de la tendencia',
  trackerLabel: 'Sigue esta tendencia',
  browseAll: 'Ver todas las tendencias',
  videos: {
    heading: 'Videos para estudiar',
    hint: 'Copia un enlace en TikTok para verlo allí.',
    featured: 'Video destacado',
    example: 'Ejemplo {number}',
    unknownCreator: 'Video de TikTok',
  },
  howTo: {
    heading: 'Cómo aprovechar esta tendencia',
    steps: [
      {
        title: 'Estudia los ejemplos',
        text: 'Mira el video destacado y los ejemplos. Fíjate en el gancho del primer segundo, en el ritmo y en cómo termina cada uno.',
      },
      {
        title: 'Encuentra tu enfoque',
        text: 'Piensa cómo encaja el formato en tu nicho. Las versiones que más lejos llegan aportan algo que solo tú puedes dar.',
      },
      {
        title: 'Publica con los hashtags adecuados',
        text: 'Usa de 3 a 5 hashtags: un par de esta tendencia, como {hashtags}, y uno o dos de tu nicho.',
      },
      {
        title: 'Interactúa y ajusta',
        text: 'Responde los comentarios durante la primera hora, revisa tus estadísticas a los dos días y ajusta tu siguiente versión.',
      },
    ],
    generate: 'Generar hashtags para esta tendencia',
  },
  relatedHeading: 'Tendencias relacionadas',
  feed: {
    title: '{siteName}: Informes de tendencias',
    description: 'Nuevos informes de tendencias de TikTok, primero las detectadas más recientemente.',
  },
  buttons: {
    save: 'Guardar',
    saved: 'Guardada',
    share: 'Compartir',
    trackerHeading: 'Sigue esta tendencia',
    bookmark: 'Guardar en favoritos',
    removeBookmark: 'Quitar de favoritos',
    shareTrend: 'Compartir esta tendencia',
    views: {
      one: 'Has visto esta tendencia {count} vez.',
      many: 'Has visto esta tendencia {count} de veces.',
      other: 'Has visto esta tendencia {count} veces.',
    },
    linkCopied: '¡Enlace copiado al portapapeles!',
  },
};
