/** Three linked dots: share. */
import { LINE_ROUND_ENDS, type IconDrawing } from './paint';

export const share: IconDrawing = {
  body: '<circle cx="18" cy="5" r="3"></circle><circle cx="6" cy="12" r="3"></circle><circle cx="18" cy="19" r="3"></circle><path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4"></path>',
  paint: LINE_ROUND_ENDS,
};
