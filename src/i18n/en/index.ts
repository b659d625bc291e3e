/** The English dictionary: the source every other language's dictionary translates, key for key. */
import { comingSoon } from './comingSoon';
import { consent } from './consent';
import { islandErrors } from './islandErrors';
import { layout } from './layout';
import { notFound } from './notFound';
import { offline } from './offline';
import { toaster } from './toaster';

export const en = { layout, comingSoon, notFound, offline, toaster, islandErrors, consent };
