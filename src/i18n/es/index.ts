/** The Spanish dictionary. */
import type { Dictionary } from '../dictionary';
import { hashtagGenerator } from './hashtagGenerator';
import { layout } from './layout';

export const es = { layout, hashtagGenerator } satisfies Dictionary;
