/** An arrow pointing to the end of the line: go on (right, or left in a right-to-left page). */
import { LINE, type IconDrawing } from './paint';

export const arrow: IconDrawing = {
  body: '<path d="M5 12h14M13 6l6 6-6 6"></path>',
  paint: LINE,
  pointsAlongLine: true,
};
