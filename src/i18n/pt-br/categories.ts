/** Os nomes das categorias de tutoriais e de trends em português do Brasil. */
import type { Dictionary } from '../dictionary';

export const categories: Dictionary['categories'] = {
  tutorials: {
    'Growth Strategy': 'Estratégia de crescimento',
    Monetization: 'Monetização',
    'Content Creation': 'Criação de conteúdo',
    Safety: 'Segurança',
  },
  trends: {
    Comedy: 'Comédia',
    Fashion: 'Moda',
    'Food & Cooking': 'Comida e culinária',
    Lifestyle: 'Estilo de vida',
    Beauty: 'Beleza',
    'Home & Lifestyle': 'Casa e estilo de vida',
  },
};
