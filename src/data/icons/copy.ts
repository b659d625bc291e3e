/** Two sheets: copy. */
import { LINE, type IconDrawing } from './paint';

export const copy: IconDrawing = {
  body: '<rect x="9" y="9" width="11" height="11" rx="2"></rect><path d="M5 15V5a2 2 0 0 1 2-2h8"></path>',
  paint: LINE,
};
