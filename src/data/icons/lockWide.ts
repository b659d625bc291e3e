/** A padlock with a wider body: privacy. */
import { LINE, type IconDrawing } from './paint';

export const lockWide: IconDrawing = {
  body: '<path d="M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4"></path>',
  paint: LINE,
};
