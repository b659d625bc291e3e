/** A chevron pointing down on a 20-unit box: a menu or disclosure that opens. */
import { SOLID, type IconDrawing } from './paint';

export const chevron: IconDrawing = {
  body: '<path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"></path>',
  paint: SOLID,
  viewBox: '0 0 20 20',
};
