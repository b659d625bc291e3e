/** The sample products and creators of the coming-soon teasers, in Spanish. */
import type { Dictionary } from '../dictionary';

export const samples: Dictionary['samples'] = {
  products: {
    'led-strip-lights': {
      description: 'Imprescindible en las transformaciones de cuartos, detrás de incontables tours de setups.',
      category: 'Hogar',
    },
    'mini-projector': {
      description: 'Los videos de noche de cine no paran de llevarlo al feed Para ti.',
      category: 'Tecnología',
    },
    'cloud-slides': {
      description: 'Calzado cómodo que luce muy bien en los unboxings.',
      category: 'Moda',
    },
  },
  influencers: {
    'maya-cooks': { category: 'Comida y cocina' },
    'leo-fits': { category: 'Fitness' },
    'ana-styles': { category: 'Moda' },
  },
  priceRange: '{min} - {max}',
  engagement: '{percent} de interacción promedio',
  startingPrice: 'Desde {price}',
};
