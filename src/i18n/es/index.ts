/** The Spanish dictionary. */
import type { Dictionary } from '../dictionary';
import { layout } from './layout';

export const es = { layout } satisfies Dictionary;
