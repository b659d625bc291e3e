/** The English dictionary: the source every other language's dictionary translates, key for key. */
import { categories } from './categories';
import { layout } from './layout';
import { trendListing } from './trendListing';
import { tutorialListing } from './tutorialListing';

export const en = { layout, categories, tutorialListing, trendListing };
