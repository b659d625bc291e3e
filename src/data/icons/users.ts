/** Two people: community, audience. */
import { LINE, type IconDrawing } from './paint';

export const users: IconDrawing = {
  body: '<path d="M16 20v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM21 20v-1a4 4 0 0 0-3-3.9M15.5 4.1a3.5 3.5 0 0 1 0 6.8"></path>',
  paint: LINE,
};
