/** The line of `trend`, spelled with relative steps and drawn bolder: trend badges and cards. */
import { LINE_BOLD, type IconDrawing } from './paint';

export const trendBold: IconDrawing = {
  body: '<path d="m3 17 6-6 4 4 8-8M15 7h6v6"></path>',
  paint: LINE_BOLD,
};
