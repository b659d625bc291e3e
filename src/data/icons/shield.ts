/** A shield with a tick: safety, trust. */
import { LINE, type IconDrawing } from './paint';

export const shield: IconDrawing = {
  body: '<path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM9 12l2 2 4-4"></path>',
  paint: LINE,
};
