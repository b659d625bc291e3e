/** The sample products and creators of the coming-soon teasers, in English (names stay as they are). */
export const samples = {
  products: {
    'led-strip-lights': { description: 'Room-makeover staple behind countless setup tours.', category: 'Home' },
    'mini-projector': { description: 'Movie-night videos keep putting it on For You feeds.', category: 'Tech' },
    'cloud-slides': { description: 'Comfort-first footwear with strong unboxing appeal.', category: 'Fashion' },
  },
  influencers: {
    'maya-cooks': { category: 'Food & Cooking' },
    'leo-fits': { category: 'Fitness' },
    'ana-styles': { category: 'Fashion' },
  },
  priceRange: '{min} - {max}',
  engagement: '{percent} avg. engagement',
  startingPrice: 'From {price}',
};
