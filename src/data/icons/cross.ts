/** A cross: not included. */
import { LINE, type IconDrawing } from './paint';

export const cross: IconDrawing = {
  body: '<path d="M6 6l12 12M18 6 6 18"></path>',
  paint: LINE,
};
