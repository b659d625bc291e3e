/** The Spanish dictionary. */
import type { Dictionary } from '../dictionary';
import { about } from './about';
import { calculator } from './calculator';
import { categories } from './categories';
import { contact } from './contact';
import { hashtagGenerator } from './hashtagGenerator';
import { home } from './home';
import { layout } from './layout';
import { legal } from './legal';
import { newsletter } from './newsletter';
import { pricing } from './pricing';
import { samples } from './samples';
import { search } from './search';
import { searchTerms } from './searchTerms';
import { tools } from './tools';
import { trend } from './trend';
import { trendListing } from './trendListing';
import { tutorial } from './tutorial';
import { tutorialListing } from './tutorialListing';

export const es = {
  layout,
  about,
  calculator,
  categories,
  contact,
  hashtagGenerator,
  home,
  legal,
  newsletter,
  pricing,
  samples,
  search,
  searchTerms,
  tools,
  trend,
  trendListing,
  tutorial,
  tutorialListing,
} satisfies Dictionary;
