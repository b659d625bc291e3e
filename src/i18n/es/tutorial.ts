/** La página de un tutorial en español. */
import type { Dictionary } from '../dictionary';

export const tutorial: Dictionary['tutorial'] = {
  breadcrumb: { home: 'Inicio', tutorials: 'Tutoriales' },
  readTime: '{minutes} min de lectura',
  comingSoon: '¡Muy pronto, el tutorial completo!',
  shareCardLabel: 'Tutorial · {category}',
  contents: 'En esta página',
  sectionLink: 'Enlace a esta sección: {heading}',
  actions: {
    share: 'Compartir',
    save: 'Guardar',
    linkCopiedTitle: '¡Enlace copiado!',
    linkCopiedDescription: 'Comparte este tutorial con tus amigos.',
    savedTitle: '¡Tutorial guardado!',
    savedDescription: 'Lo encontrarás en tus tutoriales guardados.',
  },
  feedback: {
    heading: '¿Te resultó útil este tutorial?',
    yes: 'Sí',
    no: 'No',
    helpfulCount: {
      one: 'A {count} persona le resultó útil',
      many: 'A {count} de personas les resultó útil',
      other: 'A {count} personas les resultó útil',
    },
  },
  sidebar: {
    relatedHeading: 'Tutoriales relacionados',
    calculatorHeading: '¿Cuánto podrías ganar?',
    calculatorText:
      'Estima tus ingresos del Fondo para Creadores, de las colaboraciones con marcas y de afiliados según tus seguidores y tu interacción.',
    calculatorLink: 'Abrir la calculadora de ganancias',
  },
  moreHeading: 'Más tutoriales que te pueden interesar',
  readMore: 'Leer tutorial →',
  pager: { label: 'Más tutoriales', all: 'Todos los tutoriales', next: 'Siguiente tutorial' },
  feed: {
    title: '{siteName}: Tutoriales',
    description: 'Tutoriales nuevos, prácticos y éticos para crecer en TikTok, del más reciente al más antiguo.',
  },
};
