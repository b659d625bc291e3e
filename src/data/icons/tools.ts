/** A wrench: tools. */
import { LINE, type IconDrawing } from './paint';

export const tools: IconDrawing = {
  body: '<path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.6 2.6-2.4-.6-.6-2.4z"></path>',
  paint: LINE,
};
