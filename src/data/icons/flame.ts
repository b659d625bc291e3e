/** A flame outline: hot. */
import { LINE, type IconDrawing } from './paint';

export const flame: IconDrawing = {
  body: '<path d="M12 21a6 6 0 0 0 6-6c0-4-3-6-4-9-1 2-2 3-4 4 0-2-1-3-1-3-2 2-3 5-3 8a6 6 0 0 0 6 6z"></path>',
  paint: LINE,
};
