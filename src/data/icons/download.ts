/** An arrow into a tray: download. */
import { LINE, type IconDrawing } from './paint';

export const download: IconDrawing = {
  body: '<path d="M12 4v11m0 0-4-4m4 4 4-4M5 20h14"></path>',
  paint: LINE,
};
