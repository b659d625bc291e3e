/** The Spanish dictionary. */
import type { Dictionary } from '../dictionary';
import { layout } from './layout';
import { search } from './search';
import { searchTerms } from './searchTerms';

export const es = { layout, search, searchTerms } satisfies Dictionary;
