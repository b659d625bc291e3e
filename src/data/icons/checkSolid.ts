/** A filled tick on a 20-unit box: a feature voted for. */
import { SOLID, type IconDrawing } from './paint';

export const checkSolid: IconDrawing = {
  body: '<path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"></path>',
  paint: SOLID,
  viewBox: '0 0 20 20',
};
