/** Bars of a chart: data, analytics. */
import { LINE, type IconDrawing } from './paint';

export const chart: IconDrawing = {
  body: '<path d="M4 20V10M10 20V4M16 20v-7M22 20H2"></path>',
  paint: LINE,
};
