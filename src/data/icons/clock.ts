/** A clock: timing. */
import { LINE, type IconDrawing } from './paint';

export const clock: IconDrawing = {
  body: '<path d="M12 7v5l3 3M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z"></path>',
  paint: LINE,
};
