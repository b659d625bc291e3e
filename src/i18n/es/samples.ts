/** The sample products and creators of the coming-soon teasers, in Spanish. */
import type { Dictionary } from '../dictionary';

export const samples: Dictionary['samples'] = {
  products: {
    'led-strip-lights': {
      description: 'Un clásico de los cambios de look de habitación en incontables recorridos por setups.',
      category: 'Hogar',
    },
    'mini-projector': {
      description: 'Los videos de noche de películas no paran de llevarlo al feed Para ti.',
      category: 'Tecnología',
    },
    'cloud-slides': {
      description: 'Calzado que pone la comodidad primero y luce muy bien en los unboxings.',
      category: 'Moda',
    },
  },
  influencers: {
    'maya-cooks': { category: 'Comida y cocina' },
    'leo-fits': { category: 'Fitness' },
    'ana-styles': { category: 'Moda' },
  },
  priceRange: '{min} - {max}',
  engagement: '{percent} de interacción media',
  startingPrice: 'Desde {price}',
};
