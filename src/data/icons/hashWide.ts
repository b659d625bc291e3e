/** A hash sign with longer bars: the hashtag generator in search results. */
import { LINE, type IconDrawing } from './paint';

export const hashWide: IconDrawing = {
  body: '<path d="M4 9h16M4 15h16M10 3 8 21M16 3l-2 18"></path>',
  paint: LINE,
};
