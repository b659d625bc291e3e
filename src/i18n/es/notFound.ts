/** The not-found page in Spanish. */
import type { Dictionary } from '../dictionary';

export const notFound: Dictionary['notFound'] = {
  description: 'La página que buscas no existe o se ha movido.',
  generic: {
    pageTitle: 'Página no encontrada',
    heading: 'Página no encontrada',
    message: 'La página que buscas no existe o se ha movido.',
  },
  tutorial: {
    pageTitle: 'Tutorial no encontrado',
    heading: 'Tutorial no encontrado',
    message: 'No encontramos el tutorial que buscas. Es posible que haya cambiado de nombre o que se haya eliminado.',
  },
  trend: {
    pageTitle: 'Tendencia no encontrada',
    heading: 'Tendencia no encontrada',
    message: 'La tendencia que buscas no existe o se ha eliminado.',
  },
  browseTutorials: 'Ver todos los tutoriales',
  backToTrends: 'Volver a Tendencias',
  returnHome: 'Volver al inicio',
};
