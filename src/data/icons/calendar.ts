/** A calendar page. */
import { LINE, type IconDrawing } from './paint';

export const calendar: IconDrawing = {
  body: '<path d="M8 2v4M16 2v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z"></path>',
  paint: LINE,
};
