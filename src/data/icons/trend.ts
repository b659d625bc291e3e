/** A rising line with an arrow head: trends. */
import { LINE, type IconDrawing } from './paint';

export const trend: IconDrawing = {
  body: '<path d="M3 17l6-6 4 4 8-8M15 7h6v6"></path>',
  paint: LINE,
};
