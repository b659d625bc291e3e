/** The Spanish dictionary. */
import type { Dictionary } from '../dictionary';
import { comingSoon } from './comingSoon';
import { consent } from './consent';
import { islandErrors } from './islandErrors';
import { layout } from './layout';
import { notFound } from './notFound';
import { offline } from './offline';
import { toaster } from './toaster';

export const es = { layout, comingSoon, notFound, offline, toaster, islandErrors, consent } satisfies Dictionary;
