/** A taller shield with a tick: the account safety checker. */
import { LINE, type IconDrawing } from './paint';

export const shieldTall: IconDrawing = {
  body: '<path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10ZM9 12l2 2 4-4"></path>',
  paint: LINE,
};
