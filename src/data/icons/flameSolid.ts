/** A filled flame: "Hot Right Now". */
import { SOLID, type IconDrawing } from './paint';

export const flameSolid: IconDrawing = {
  body: '<path d="M12 2c1 3.5-1.5 5.5-1.5 8 0 1.4 1 2.5 2.3 2.5 1.5 0 2.2-1.3 2.2-3 2.3 1.6 4 4.3 4 7.2C19 20.5 15.9 23 12 23s-7-2.5-7-6.3C5 11 12 8.5 12 2Z"></path>',
  paint: SOLID,
};
