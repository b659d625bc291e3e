/** Los nombres de las categorías de tutoriales y tendencias. */
import type { Dictionary } from '../dictionary';

export const categories: Dictionary['categories'] = {
  tutorials: {
    'Growth Strategy': 'Estrategia de crecimiento',
    Monetization: 'Monetización',
    'Content Creation': 'Creación de contenido',
    Safety: 'Seguridad',
  },
  trends: {
    Comedy: 'Comedia',
    Fashion: 'Moda',
    'Food & Cooking': 'Comida y cocina',
    Lifestyle: 'Estilo de vida',
    Beauty: 'Belleza',
    'Home & Lifestyle': 'Hogar y estilo de vida',
  },
};
