/** A bookmark with rounder top corners: saving a tutorial. */
import { LINE_PLAIN, type IconDrawing } from './paint';

export const bookmarkRound: IconDrawing = {
  body: '<path d="M19 21 12 16l-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z"></path>',
  paint: LINE_PLAIN,
};
