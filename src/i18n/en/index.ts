/** The English dictionary: the source every other language's dictionary translates, key for key. */
import { layout } from './layout';
import { search } from './search';
import { searchTerms } from './searchTerms';

export const en = { layout, search, searchTerms };
