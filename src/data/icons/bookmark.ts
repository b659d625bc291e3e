/** A bookmark with round corners: saving a trend (filled once saved). */
import { LINE_PLAIN, type IconDrawing } from './paint';

export const bookmark: IconDrawing = {
  body: '<path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1Z" stroke-linejoin="round"></path>',
  paint: LINE_PLAIN,
};
