/** Kamus bahasa Indonesia. */
import type { Dictionary } from '../dictionary';
import { about } from './about';
import { calculator } from './calculator';
import { categories } from './categories';
import { comingSoon } from './comingSoon';
import { consent } from './consent';
import { contact } from './contact';
import { hashtagGenerator } from './hashtagGenerator';
import { home } from './home';
import { islandErrors } from './islandErrors';
import { layout } from './layout';
import { legal } from './legal';
import { newsletter } from './newsletter';
import { notFound } from './notFound';
import { offline } from './offline';
import { pricing } from './pricing';
import { samples } from './samples';
import { search } from './search';
import { searchTerms } from './searchTerms';
import { toaster } from './toaster';
import { tools } from './tools';
import { trend } from './trend';
import { trendListing } from './trendListing';
import { tutorial } from './tutorial';
import { tutorialListing } from './tutorialListing';

export const dictionary = {
  layout,
  about,
  calculator,
  categories,
  comingSoon,
  consent,
  contact,
  hashtagGenerator,
  home,
  islandErrors,
  legal,
  newsletter,
  notFound,
  offline,
  pricing,
  samples,
  search,
  searchTerms,
  toaster,
  tools,
  trend,
  trendListing,
  tutorial,
  tutorialListing,
} satisfies Dictionary;
