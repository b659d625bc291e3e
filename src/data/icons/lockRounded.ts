/** A padlock with a rounded body, bolder: Pro features. */
import { LINE_BOLD_ROUND_ENDS, type IconDrawing } from './paint';

export const lockRounded: IconDrawing = {
  body: '<rect x="5" y="11" width="14" height="10" rx="2"></rect><path d="M8 11V7a4 4 0 0 1 8 0v4"></path>',
  paint: LINE_BOLD_ROUND_ENDS,
};
