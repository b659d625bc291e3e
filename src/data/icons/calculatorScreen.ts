/** A calculator with a screen: the calculator in search results. */
import { LINE, type IconDrawing } from './paint';

export const calculatorScreen: IconDrawing = {
  body: '<path d="M6 2h12a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2ZM8 6h8v4H8zM8 14h.01M12 14h.01M16 14h.01M8 18h.01M12 18h.01M16 18h.01"></path>',
  paint: LINE,
};
