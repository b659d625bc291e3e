/** Three bars: the menu. */
import { LINE_PLAIN, type IconDrawing } from './paint';

export const menu: IconDrawing = {
  body: '<path d="M4 7h16M4 12h16M4 17h16"></path>',
  paint: LINE_PLAIN,
};
