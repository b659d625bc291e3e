/** The Spanish dictionary. */
import type { Dictionary } from '../dictionary';
import { calculator } from './calculator';
import { hashtagGenerator } from './hashtagGenerator';
import { layout } from './layout';
import { tools } from './tools';

export const es = { layout, calculator, hashtagGenerator, tools } satisfies Dictionary;
