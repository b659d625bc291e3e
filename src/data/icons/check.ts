/** A tick. */
import { LINE, type IconDrawing } from './paint';

export const check: IconDrawing = {
  body: '<path d="M5 12l5 5L20 7"></path>',
  paint: LINE,
};
