/** The Spanish dictionary. */
import type { Dictionary } from '../dictionary';
import { calculator } from './calculator';
import { categories } from './categories';
import { hashtagGenerator } from './hashtagGenerator';
import { layout } from './layout';
import { tools } from './tools';
import { trend } from './trend';
import { trendListing } from './trendListing';
import { tutorial } from './tutorial';
import { tutorialListing } from './tutorialListing';

export const es = {
  layout,
  calculator,
  categories,
  hashtagGenerator,
  tools,
  trend,
  tutorial,
  tutorialListing,
  trendListing,
} satisfies Dictionary;
