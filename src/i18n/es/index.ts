/** The Spanish dictionary. */
import type { Dictionary } from '../dictionary';
import { categories } from './categories';
import { layout } from './layout';

export const es = { layout, categories } satisfies Dictionary;
