/** A dollar sign: earnings. */
import { LINE, type IconDrawing } from './paint';

export const dollar: IconDrawing = {
  body: '<path d="M12 2v20M17 5H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6"></path>',
  paint: LINE,
};
