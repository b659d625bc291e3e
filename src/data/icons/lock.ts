/** A padlock. */
import { LINE, type IconDrawing } from './paint';

export const lock: IconDrawing = {
  body: '<path d="M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4"></path>',
  paint: LINE,
};
