/** The Spanish dictionary. */
import type { Dictionary } from '../dictionary';
import { comingSoon } from './comingSoon';
import { layout } from './layout';

export const es = { layout, comingSoon } satisfies Dictionary;
