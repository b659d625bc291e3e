/** A closed book: tutorials, reading. */
import { LINE, type IconDrawing } from './paint';

export const book: IconDrawing = {
  body: '<path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 21V5M8 7h7"></path>',
  paint: LINE,
};
