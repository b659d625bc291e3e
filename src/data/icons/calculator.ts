/** A calculator with keys. */
import { LINE, type IconDrawing } from './paint';

export const calculator: IconDrawing = {
  body: '<path d="M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM8 7h8M8 12h.01M12 12h.01M16 12h.01M8 16h.01M12 16h.01M16 16h.01"></path>',
  paint: LINE,
};
