/** Rays of a spark: new, Pro, coming soon. */
import { LINE, type IconDrawing } from './paint';

export const spark: IconDrawing = {
  body: '<path d="M12 3v4M12 17v4M3 12h4M17 12h4M5.6 5.6l2.8 2.8M15.6 15.6l2.8 2.8M5.6 18.4l2.8-2.8M15.6 8.4l2.8-2.8"></path>',
  paint: LINE,
};
