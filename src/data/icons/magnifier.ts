/** A magnifying glass: search (the header's button, the tutorials' filter). */
import { LINE_PLAIN, type IconDrawing } from './paint';

export const magnifier: IconDrawing = {
  body: '<circle cx="11" cy="11" r="7"></circle><path d="m20 20-3.5-3.5"></path>',
  paint: LINE_PLAIN,
};
