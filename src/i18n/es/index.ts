/** The Spanish dictionary. */
import type { Dictionary } from '../dictionary';
import { categories } from './categories';
import { layout } from './layout';
import { trendListing } from './trendListing';
import { tutorialListing } from './tutorialListing';

export const es = { layout, categories, tutorialListing, trendListing } satisfies Dictionary;
