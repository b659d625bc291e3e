/** A rising line with a longer arrow head: trend alerts. */
import { LINE, type IconDrawing } from './paint';

export const trendAlert: IconDrawing = {
  body: '<path d="M3 17l6-6 4 4 8-8M14 7h7v7"></path>',
  paint: LINE,
};
