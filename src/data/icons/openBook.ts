/** An open book: a tutorial in search results. */
import { LINE, type IconDrawing } from './paint';

export const openBook: IconDrawing = {
  body: '<path d="M4 5.5A2.5 2.5 0 0 1 6.5 3H12v16H6.5A2.5 2.5 0 0 0 4 21.5v-16ZM20 5.5A2.5 2.5 0 0 0 17.5 3H12v16h5.5a2.5 2.5 0 0 1 2.5 2.5v-16Z"></path>',
  paint: LINE,
};
