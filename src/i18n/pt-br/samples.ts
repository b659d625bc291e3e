/** Os produtos e criadores de exemplo das prévias “em breve”, em português do Brasil (os nomes ficam como estão). */
import type { Dictionary } from '../dictionary';

export const samples: Dictionary['samples'] = {
  products: {
    'led-strip-lights': {
      description: 'Presença garantida nas transformações de quarto e em incontáveis tours de setup.',
      category: 'Casa',
    },
    'mini-projector': {
      description: 'Os vídeos de noite de cinema não param de levá-lo para o feed Para Você.',
      category: 'Tecnologia',
    },
    'cloud-slides': {
      description: 'Calçado que prioriza o conforto e faz muito sucesso em vídeos de unboxing.',
      category: 'Moda',
    },
  },
  influencers: {
    'maya-cooks': { category: 'Comida e culinária' },
    'leo-fits': { category: 'Fitness' },
    'ana-styles': { category: 'Moda' },
  },
  priceRange: '{min} - {max}',
  engagement: '{percent} de engajamento médio',
  startingPrice: 'A partir de {price}',
};
