/** The magnifying glass with a round-ended handle: the search page's own box and empty state. */
import { LINE_ROUND_ENDS, type IconDrawing } from './paint';

export const magnifierRound: IconDrawing = {
  body: '<circle cx="11" cy="11" r="7"></circle><path d="m20 20-3.5-3.5"></path>',
  paint: LINE_ROUND_ENDS,
};
