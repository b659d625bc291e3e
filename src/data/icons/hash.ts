/** A hash sign: hashtags. */
import { LINE, type IconDrawing } from './paint';

export const hash: IconDrawing = {
  body: '<path d="M5 9h14M4 15h14M10 3 8 21M16 3l-2 18"></path>',
  paint: LINE,
};
