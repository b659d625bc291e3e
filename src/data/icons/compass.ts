/** A compass: finding your way. */
import { LINE, type IconDrawing } from './paint';

export const compass: IconDrawing = {
  body: '<path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM15.5 8.5l-2 5-5 2 2-5z"></path>',
  paint: LINE,
};
