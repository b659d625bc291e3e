/** The Spanish dictionary. */
import type { Dictionary } from '../dictionary';
import { categories } from './categories';
import { layout } from './layout';
import { trend } from './trend';
import { tutorial } from './tutorial';

export const es = { layout, categories, tutorial, trend } satisfies Dictionary;
